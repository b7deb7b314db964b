import { hashKey, type QueryClient } from '@tanstack/react-query';
import * as usersEndpoints from '#contract/endpoints/users';
import type { Language, UserProfile } from '#contract/user';
import { call } from '#src/lib/api-client';
import { chooseLocale, chosenLocale, onLocaleChosen } from '#src/lib/i18n/locale';
import { authKeys } from './auth.queries';

/**
 * The language follows the shopper from phone to phone (decision 057). Chosen on a signed-in phone, it
 * is kept on the account; a phone that has no choice of its own takes the account's when the session
 * arrives; a phone whose choice the account does not hold yet (chosen offline, or signed out) sends it
 * then. A failed send is not queued: the next session answer finds the difference and sends again.
 */
export function keepLanguageOnAccount(queryClient: QueryClient): void {
  const shopper = () => queryClient.getQueryData<UserProfile | null>(authKeys.session());

  const keep = async (language: Language) => {
    try {
      await call(usersEndpoints.setLanguage, { body: { language } });
      queryClient.setQueryData<UserProfile | null>(authKeys.session(), (user) => user && { ...user, language });
    } catch {
      // Offline or refused: the phone keeps its choice, and the next session answer tries again.
    }
  };

  onLocaleChosen((language) => {
    const user = shopper();
    if (user && user.language !== language) void keep(language);
  });

  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hashKey(authKeys.session())) return;
    const user = event.query.state.data as UserProfile | null;
    if (!user) return;
    const mine = chosenLocale();
    if (mine === undefined) {
      if (user.language) chooseLocale(user.language);
    } else if (user.language !== mine) {
      void keep(mine);
    }
  });
}
