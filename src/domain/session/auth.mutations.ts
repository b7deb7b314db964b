import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import type { RegisterBody } from '#contract/auth';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as authEndpoints from '#contract/endpoints/auth';
import type { UserProfile } from '#contract/user';
import { call, neverReachedServer } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { newChangeId } from '#src/lib/outbox/outbox';
import { usePhoneCopy } from '#src/lib/persister';
import { forgetPersonalResponses } from '#src/lib/pwa/personal-responses';
import { forgetDrafts, tabStorage } from '#src/lib/tab-storage';
import { cartKeys } from '../cart/cart.queries';
import { resetCheckoutAtom } from '../checkout/checkout.atoms';
import { wishlistKeys } from '../wishlist/wishlist.queries';
import { authKeys, authQueries } from './auth.queries';
import { forgetPersonalQueries } from './personal-queries';

/** The sign-in screen shows these errors beside the form, so no toast repeats them. */
const INLINE_ERRORS = { errorToast: false } as const;

/**
 * The key of a sign-in call's try, sent with it as Idempotency-Key. When an answer is lost after the server acted (the
 * code sent, or used; the session started), the same try sent again gets what it missed instead of "A code was sent
 * a moment ago" or "Invalid or expired code" (server/modules/auth/auth.routes.ts). A try lasts until the shop answers:
 * pressed again after no answer, or after the phone ended the tab and it opened again (the key is kept in the tab),
 * it is the same try. Once answered, the next press is a new try: a second "Resend code" sends another SMS.
 */
function signInKey(endpoint: 'sendOtp' | 'verifyOtp' | 'login' | 'register') {
  const name = `kirana:sign-in-key:${endpoint}`;
  return {
    headers(): Record<string, string> {
      const key = tabStorage.read(name) ?? newChangeId();
      tabStorage.write(name, key);
      return { [IDEMPOTENCY_KEY_HEADER]: key };
    },
    settled(_data: unknown, error: Error | null) {
      if (!neverReachedServer(error)) tabStorage.forget(name);
    },
  };
}

const sendOtpKey = signInKey('sendOtp');
const verifyOtpKey = signInKey('verifyOtp');
const loginKey = signInKey('login');
const registerKey = signInKey('register');

export function useSendOtp() {
  return useMutation({
    mutationKey: [...authKeys.all, 'sendOtp'],
    mutationFn: (phone: string) => call(authEndpoints.sendOtp, { body: { phone }, headers: sendOtpKey.headers() }),
    onSettled: sendOtpKey.settled,
    meta: INLINE_ERRORS,
  });
}

export function useVerifyOtp() {
  return useMutation({
    mutationKey: [...authKeys.all, 'verifyOtp'],
    mutationFn: (body: { phone: string; otp: string }) =>
      call(authEndpoints.verifyOtp, { body, headers: verifyOtpKey.headers() }),
    onSettled: verifyOtpKey.settled,
    meta: INLINE_ERRORS,
  });
}

/** After login or registration the app knows the shopper at once, and their cart and wishlist are fetched anew. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return async (user: UserProfile) => {
    // A check sent before this sign-in (the one on page load, a guard's) carries the old cookie:
    // its late "signed out" must not overwrite the shopper who just signed in.
    await queryClient.cancelQueries({ queryKey: authKeys.session() });
    queryClient.setQueryData(authQueries.session().queryKey, user);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationKey: [...authKeys.all, 'login'],
    mutationFn: (phone: string) => call(authEndpoints.login, { body: { phone }, headers: loginKey.headers() }),
    onSettled: loginKey.settled,
    onSuccess: signedIn,
    meta: INLINE_ERRORS,
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationKey: [...authKeys.all, 'register'],
    mutationFn: (body: RegisterBody) => call(authEndpoints.register, { body, headers: registerKey.headers() }),
    onSettled: registerKey.settled,
    onSuccess: signedIn,
    meta: INLINE_ERRORS,
  });
}

/**
 * Spec 001 §2: Log Out calls logout and then reloads the page. `{ home: true }` loads the home page instead (after
 * a deletion): a reload could land on the sign-in page, where a signed-in page sends a shopper the app has just
 * learned is signed out (another answer's 401 may come first).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const phoneCopy = usePhoneCopy();
  return useMutation({
    mutationKey: [...authKeys.all, 'logout'],
    mutationFn: (_where: { home?: boolean } | undefined) => call(authEndpoints.logout),
    onSuccess: async (_data, where) => {
      queryClient.setQueryData(authQueries.session().queryKey, null);
      getDefaultStore().set(resetCheckoutAtom);
      forgetDrafts();
      // A shared phone must not show the next person this shopper's cart, orders or session after
      // the reload, even offline: the persisted cache is dropped (the catalog refills from the network;
      // the category listings kept apart are the same for everyone and stay) and so are the service
      // worker's copies of personal answers.
      // (The persister and the service worker each cope with having no storage.)
      await Promise.all([phoneCopy.forgetUntilReload(), forgetPersonalResponses()]);
      if (where?.home) window.location.replace('/');
      else window.location.reload();
    },
    meta: { errorToast: m.session_logout_failed() },
  });
}

/**
 * A session ended some other way than Log Out (a 401, the session check saying "signed out", another shopper
 * signed in): the next person on a shared phone must find nothing of it, offline too (decision 105). The
 * personal answers go from memory, so from the phone's copy at its next write (within a second), and from the
 * service worker's copies. Loaded only then, by src/app/shop-query-client.ts: the first screen does not carry it.
 */
export async function forgetShopper(queryClient: QueryClient) {
  forgetPersonalQueries(queryClient);
  await forgetPersonalResponses();
}
