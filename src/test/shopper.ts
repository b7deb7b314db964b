import type { UserProfile } from '#contract/user';

/** The one signed-in shopper of the tests, as getSession answers. */
export const SHOPPER: UserProfile = {
  id: '0b6f3f5e-8a52-4c8e-9a37-0d1f4f1c2b3a',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+919876543210',
  alternatePhone: null,
};
