import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountProfile, EditUserResponseSchema, type UserProfile } from '../../../../contract/user';
import { api } from '../../../lib/api-client';
import { authQueries } from '../../auth/api/auth.queries';
import { accountKeys } from './account.queries';

/** The body of spec 001 §7 "Edit profile", already checked with the contract's schema. */
export interface ProfileEdit {
  id: string;
  name: string;
  email: string;
  /** Sent back unchanged: the sign-in number changes only through a new one-time code. */
  phone: string;
  alternatePhone: string | null;
}

/**
 * PUT /api/user/editUser?userId: on success the session (header, greetings) and the profile show the
 * new details at once. Never queued offline (networkMode 'always'): a refused edit must be shown to
 * the shopper while their typing is still on screen, so the screen shows every failure itself.
 */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...accountKeys.profile(), 'edit'],
    networkMode: 'always',
    retry: false,
    mutationFn: (edit: ProfileEdit) =>
      api('PUT', '/api/user/editUser', EditUserResponseSchema, { query: { userId: edit.id }, body: edit }),
    onSuccess: (user: UserProfile) => {
      queryClient.setQueryData(authQueries.session().queryKey, user);
      queryClient.setQueryData<AccountProfile>(accountKeys.profile(), (profile) =>
        profile ? { ...profile, ...user } : profile,
      );
    },
    meta: { errorToast: false },
  });
}
