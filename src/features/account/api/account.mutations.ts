import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { EndSessionResponseSchema, LogoutAllResponseSchema, type SessionInfo } from '../../../../contract/auth';
import { DeleteAccountResponseSchema, ExportDataResponseSchema } from '../../../../contract/user';
import { ApiError, api } from '../../../lib/api-client';
import { useLogout } from '../../auth/api/auth.mutations';
import { accountKeys } from './account.queries';
import { myDataFileName, saveJsonFile } from './my-data-file';

/**
 * These calls work only online and are never queued: 'always' makes an offline attempt fail at once
 * (ApiError status 0, "You seem to be offline") instead of pausing with the button stuck, and the
 * settings screen shows every failure beside the button.
 */
const ONLINE_ONLY = { networkMode: 'always', retry: false, meta: { errorToast: false } } as const;

/**
 * After the server ended this browser's session (account deleted, every device signed out), the app
 * forgets the shopper exactly as at Log Out by running that flow: the server answers logout with 200
 * even without a session, then useLogout drops the session, checkout state, persisted cache and the
 * service worker's personal copies and reloads. `home` first leaves the signed-in pages, so the
 * reload lands on the home page instead of the sign-in page.
 */
function useForgetShopper() {
  const logout = useLogout();
  const router = useRouter();
  return async ({ home }: { home: boolean }) => {
    // Leave the signed-in pages first: forgetting the session while still on one would send the
    // shopper to sign in (the signed-in layout's own check) instead of home.
    if (home) await router.navigate({ to: '/', replace: true });
    logout.mutate();
  };
}

/** GET /api/user/exportData, saved as a JSON file; resolves with the file's name. */
export function useDownloadMyData() {
  return useMutation({
    ...ONLINE_ONLY,
    mutationKey: [...accountKeys.all, 'exportData'],
    mutationFn: async () => {
      const data = await api('GET', '/api/user/exportData', ExportDataResponseSchema);
      const fileName = myDataFileName(data);
      saveJsonFile(fileName, data);
      return fileName;
    },
  });
}

/** DELETE /api/user/deleteAccount, then home, signed out, with nothing of the shopper left on the phone. */
export function useDeleteAccount() {
  const forgetShopper = useForgetShopper();
  return useMutation({
    ...ONLINE_ONLY,
    mutationKey: [...accountKeys.all, 'deleteAccount'],
    mutationFn: (userId: string) =>
      api('DELETE', '/api/user/deleteAccount', DeleteAccountResponseSchema, { query: { userId } }),
    onSuccess: () => forgetShopper({ home: true }),
  });
}

/** POST /api/auth/logoutAll: every session ends, this one too, and the app then acts as after Log Out. */
export function useLogoutAll() {
  const forgetShopper = useForgetShopper();
  return useMutation({
    ...ONLINE_ONLY,
    mutationKey: [...accountKeys.all, 'logoutAll'],
    mutationFn: () => api('POST', '/api/auth/logoutAll', LogoutAllResponseSchema),
    onSuccess: () => forgetShopper({ home: false }),
  });
}

/**
 * POST /api/auth/sessions/end: signs one other device out; its line leaves the list. A 404 means
 * that device is already signed out (elsewhere, or its session ran out): what the shopper asked for.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    ...ONLINE_ONLY,
    mutationKey: [...accountKeys.all, 'endSession'],
    mutationFn: async (sessionId: string) => {
      try {
        await api('POST', '/api/auth/sessions/end', EndSessionResponseSchema, { body: { sessionId } });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_, sessionId) => {
      queryClient.setQueryData<SessionInfo[]>(accountKeys.sessions(), (list) =>
        list?.filter((session) => session.id !== sessionId),
      );
    },
  });
}
