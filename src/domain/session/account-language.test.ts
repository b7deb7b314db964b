import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '#contract/user';
import { chooseLocale, currentLocale, LOCALE_STORAGE_KEY } from '#src/lib/i18n/locale';
import { scriptedApi } from '#src/test/fake-api';
import { SHOPPER } from '#src/test/shopper';
import { keepLanguageOnAccount } from './account-language';
import { authKeys } from './auth.queries';

let queryClient: QueryClient;
let api: ReturnType<typeof scriptedApi>;

function sessionAnswers(user: UserProfile | null) {
  return queryClient.fetchQuery({ queryKey: authKeys.session(), queryFn: async () => user });
}

beforeEach(() => {
  api = scriptedApi({ '/api/user/setLanguage': { data: null } });
  vi.stubGlobal('fetch', api.fetch);
  queryClient = new QueryClient();
  keepLanguageOnAccount(queryClient);
});

afterEach(() => {
  chooseLocale('en');
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the language follows the shopper from phone to phone', () => {
  it('a phone with no choice of its own takes the account’s language when the session arrives', async () => {
    await sessionAnswers({ ...SHOPPER, language: 'hi' });
    expect(currentLocale()).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(api.callsTo('/api/user/setLanguage')).toEqual([]);
  });

  it('a choice made on a signed-in phone is kept on the account', async () => {
    await sessionAnswers({ ...SHOPPER, language: null });
    chooseLocale('hi');
    await vi.waitFor(() =>
      expect(api.callsTo('/api/user/setLanguage').map((call) => call.body)).toEqual([{ language: 'hi' }]),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData<UserProfile>(authKeys.session())?.language).toBe('hi'));
  });

  it('a choice the account does not hold yet (made offline or signed out) is sent when the session next answers', async () => {
    chooseLocale('hi');
    expect(api.calls).toEqual([]); // nobody signed in: nothing to keep it on
    await sessionAnswers({ ...SHOPPER, language: 'en' });
    expect(currentLocale()).toBe('hi'); // this phone's own choice wins on this phone
    await vi.waitFor(() =>
      expect(api.callsTo('/api/user/setLanguage').map((call) => call.body)).toEqual([{ language: 'hi' }]),
    );
  });

  it('sends nothing when the account already holds the phone’s choice', async () => {
    chooseLocale('hi');
    await sessionAnswers({ ...SHOPPER, language: 'hi' });
    chooseLocale('hi');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.calls).toEqual([]);
  });
});
