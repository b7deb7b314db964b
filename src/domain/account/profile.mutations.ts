import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as usersEndpoints from '#contract/endpoints/users';
import type { AccountProfile, UserProfile } from '#contract/user';
import { authQueries } from '#src/domain/session/auth.queries';
import { call } from '#src/lib/api-client';
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
 * `users.editUser`: on success the session (header, greetings) and the profile show the
 * new details at once. Never queued offline (online-only, the default): a refused edit must be shown to
 * the shopper while their typing is still on screen, so the screen shows every failure itself.
 */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...accountKeys.profile(), 'edit'],
    mutationFn: (edit: ProfileEdit) => call(usersEndpoints.editUser, { query: { userId: edit.id }, body: edit }),
    onSuccess: (user: UserProfile) => {
      queryClient.setQueryData(authQueries.session().queryKey, user);
      queryClient.setQueryData<AccountProfile>(accountKeys.profile(), (profile) =>
        profile ? { ...profile, ...user } : profile,
      );
    },
    meta: { errorToast: false },
  });
}
