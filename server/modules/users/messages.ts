import { ACCOUNT_DELETED_MESSAGE, PROFILE_UPDATED_MESSAGE } from '../../../contract/user';
import type { Translation } from '../../i18n/say';

/** The shopper's profile and account (खाता). */
const en = {
  profileUpdated: PROFILE_UPDATED_MESSAGE,
  accountDeleted: ACCOUNT_DELETED_MESSAGE,
  userNotFound: 'User not found',
  phoneUnchangeable: 'Your phone number cannot be changed here: a new number needs a new verification.',
  phoneUnchangeableField: 'phone cannot be changed without a new verification',
};

const hi = {
  profileUpdated: 'आपकी जानकारी सेव हो गई!',
  accountDeleted: 'आपका खाता और आपकी निजी जानकारी मिटा दी गई है।',
  userNotFound: 'खाता नहीं मिला।',
  phoneUnchangeable: 'मोबाइल नंबर यहाँ नहीं बदला जा सकता: नए नंबर की OTP से जाँच ज़रूरी है।',
  phoneUnchangeableField: 'नए नंबर की OTP से जाँच के बिना मोबाइल नंबर नहीं बदला जा सकता।',
} satisfies Translation<typeof en>;

export const usersMessages = { en, hi };
