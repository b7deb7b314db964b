import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import type { SessionInfo } from '#contract/auth';
import * as authEndpoints from '#contract/endpoints/auth';
import * as usersEndpoints from '#contract/endpoints/users';
import { useLogout } from '#src/domain/session/auth.mutations';
import { answeredWith, call, neverReachedServer } from '#src/lib/api-client';
import { accountKeys } from './account.queries';
import { myDataFileName, saveJsonFile } from './my-data-file';

/**
 * These calls work only online and are never queued (the query client's default for changes): offline
 * they fail at once ("You seem to be offline"), and the settings screen shows every failure beside the button.
 */
const INLINE_ERRORS = { meta: { errorToast: false } } as const;

/**
 * After the server ended this browser's session (account deleted, every device signed out), the app
 * forgets the shopper exactly as at Log Out by running that flow: the server answers logout with 200
 * even without a session, then useLogout drops the session, checkout state, persisted cache and the
 * service worker's personal copies and reloads, or with `home` loads the home page.
 */
function useForgetShopper() {
  const logout = useLogout();
  const router = useRouter();
  return async ({ home }: { home: boolean }) => {
    // Leave the signed-in pages first: forgetting the session while still on one would send the
    // shopper to sign in (the signed-in layout's own check) instead of home.
    if (home) await router.navigate({ to: '/', replace: true });
    logout.mutate({ home });
  };
}

/** `users.exportData`, saved as a JSON file; resolves with the file's name. */
export function useDownloadMyData() {
  return useMutation({
    ...INLINE_ERRORS,
    mutationKey: [...accountKeys.all, 'exportData'],
    mutationFn: async () => {
      const data = await call(usersEndpoints.exportData);
      const fileName = myDataFileName(data);
      saveJsonFile(fileName, data);
      return fileName;
    },
  });
}

/**
 * `users.deleteAccount`, then home, signed out, with nothing of the shopper left on the phone. When the shop
 * no longer knows this session (401) the account may be gone already: a first press whose answer was lost on
 * the way back deleted it. The shop says whether the number still has an account; if not, the phone forgets the
 * shopper as after a deletion, instead of keeping their data under "Please sign in".
 */
export function useDeleteAccount() {
  const forgetShopper = useForgetShopper();
  return useMutation({
    ...INLINE_ERRORS,
    mutationKey: [...accountKeys.all, 'deleteAccount'],
    mutationFn: async (shopper: { id: string; phone: string }) => {
      try {
        await call(usersEndpoints.deleteAccount, { query: { userId: shopper.id } });
      } catch (error) {
        if (!answeredWith(error, 401)) throw error;
        // No answer to the question (no signal, too many asked): the 401 stands, as before it was asked.
        const exists = await call(authEndpoints.checkUserExists, { body: { phone: shopper.phone } }).then(
          (answer) => answer.exists,
          () => true,
        );
        if (exists) throw error;
      }
    },
    onSuccess: () => forgetShopper({ home: true }),
  });
}

/**
 * `auth.logoutAll`: every session ends, this one too, and the app then acts as after Log Out. A 401 right after a
 * press that got no answer is that press's work, so the phone forgets the shopper, as asked, rather than keep their
 * data under "Please sign in". Any other 401 is only this session over (ended elsewhere, or run out), which says
 * nothing of the other devices: it is the usual 401.
 */
export function useLogoutAll() {
  const forgetShopper = useForgetShopper();
  const unanswered = useRef(false);
  return useMutation({
    ...INLINE_ERRORS,
    mutationKey: [...accountKeys.all, 'logoutAll'],
    mutationFn: async () => {
      try {
        await call(authEndpoints.logoutAll);
      } catch (error) {
        if (!(answeredWith(error, 401) && unanswered.current)) {
          unanswered.current = neverReachedServer(error);
          throw error;
        }
      }
    },
    onSuccess: () => forgetShopper({ home: false }),
  });
}

/**
 * `auth.endSession`: signs one other device out; its line leaves the list. A 404 means
 * that device is already signed out (elsewhere, or its session ran out): what the shopper asked for.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    ...INLINE_ERRORS,
    mutationKey: [...accountKeys.all, 'endSession'],
    mutationFn: async (sessionId: string) => {
      try {
        await call(authEndpoints.endSession, { body: { sessionId } });
      } catch (error) {
        if (!answeredWith(error, 404)) throw error;
      }
    },
    onSuccess: (_, sessionId) => {
      queryClient.setQueryData<SessionInfo[]>(accountKeys.sessions(), (list) =>
        list?.filter((session) => session.id !== sessionId),
      );
    },
  });
}
