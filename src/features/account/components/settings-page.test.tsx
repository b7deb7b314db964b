import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountData } from '#contract/user';
import { authQueries } from '#src/domain/session/auth.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { type PhoneCopy, startPhoneCopy } from '#src/lib/persister';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { LAPTOP, THIS_PHONE } from '#src/test/sessions';
import { SHOPPER } from '#src/test/shopper';
import {
  currencyAtom,
  darkModeChoiceAtom,
  notificationSettingsAtom,
  privacySettingsAtom,
} from '../state/settings.atoms';

const store = getDefaultStore();
const CREATED_AT = '2025-03-14T09:30:00.000Z';
const MY_DATA: AccountData = {
  exportedAt: '2026-11-21T10:00:00.000Z',
  profile: { ...SHOPPER, createdAt: CREATED_AT },
  addresses: [],
  orders: [],
  reviews: [],
  wishlist: [{ productId: 7, name: 'Toor Dal 1 kg', addedAt: '2026-11-20T10:00:00.000Z' }],
  cart: [],
  recentlyViewed: [],
  searches: [{ keyword: 'atta', searchedAt: '2026-11-20T09:00:00.000Z' }],
  supportMessages: [],
  sessions: [],
};

let reload: ReturnType<typeof vi.fn>;
/** The page loaded anew at this address (location.replace): the home page after a deletion. */
let loadedAt: ReturnType<typeof vi.fn>;

let phoneCopy: PhoneCopy;

beforeEach(() => {
  phoneCopy = startPhoneCopy();
  vi.spyOn(phoneCopy.persister, 'removeClient').mockResolvedValue();
  reload = vi.fn();
  loadedAt = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload, replace: loadedAt });
});

afterEach(() => {
  store.set(notificationSettingsAtom, RESET);
  store.set(currencyAtom, RESET);
  store.set(privacySettingsAtom, RESET);
  store.set(darkModeChoiceAtom, RESET);
  document.documentElement.removeAttribute('data-theme');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubApi(handlers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)> = {}) {
  const api = scriptedApi({
    '/api/user/getUser': { data: { ...SHOPPER, createdAt: CREATED_AT } },
    '/api/auth/sessions': { data: [THIS_PHONE, LAPTOP] },
    '/api/auth/logout': { data: null },
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openSettings() {
  const app = renderApp('/dashboard/settings', { session: SHOPPER, phoneCopy });
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return app;
}

const section = (name: string) => screen.getByRole('region', { name });
const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

describe('SettingsPage (/dashboard/settings)', () => {
  it('keeps every toggle and select on this device, and a new visit finds them as left', async () => {
    stubApi();
    const first = await openSettings();
    expect(toggle('Email notifications').checked).toBe(true);
    expect(toggle('Data collection').checked).toBe(true);
    expect(toggle('Personalized recommendations').checked).toBe(true);

    fireEvent.click(toggle('SMS notifications'));
    fireEvent.click(toggle('Marketing and offers'));
    fireEvent.click(toggle('Personalized recommendations'));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'JPY' } });

    expect(stored('kirana-settings-notifications')).toEqual({ email: true, sms: false, push: false, marketing: true });
    expect(stored('kirana-settings-privacy')).toEqual({ dataCollection: true, personalizedRecommendations: false });
    expect(stored('kirana-settings-currency')).toBe('JPY');

    first.unmount();
    await openSettings();
    expect(toggle('SMS notifications').checked).toBe(false);
    expect(toggle('Marketing and offers').checked).toBe(true);
    expect(toggle('Personalized recommendations').checked).toBe(false);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('JPY');
  });

  it('switches the language at once, without a reload, keeps it on this phone and sets <html lang>', async () => {
    stubApi();
    await openSettings();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'hi' } });

    expect(await screen.findByRole('heading', { name: 'भाषा और मुद्रा' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'भाषा' }) as HTMLSelectElement).value).toBe('hi');
    expect(localStorage.getItem('kirana-language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers English and हिन्दी, the spec’s other languages as coming, and says prices are in rupees', async () => {
    stubApi();
    await openSettings();
    const options = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Language')).toEqual([
      'English',
      'हिन्दी',
      'Español (coming soon)',
      'Français (coming soon)',
      'Deutsch (coming soon)',
      '日本語 (coming soon)',
      '中文 (coming soon)',
    ]);
    // The shop sells in rupees: INR first, and the default.
    expect(options('Currency')).toEqual([
      'INR (₹)',
      'USD ($)',
      'EUR (€)',
      'GBP (£)',
      'CAD (C$)',
      'AUD (A$)',
      'JPY (¥)',
    ]);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('INR');
    expect(screen.getByRole('combobox', { name: 'Language' }).getAttribute('aria-describedby')).toBe(
      'settings-region-note',
    );
    expect(document.getElementById('settings-region-note')?.textContent).toMatch(/rupees \(₹\) for now/);
  });

  it('dark mode follows the phone until chosen, then switches the theme and remembers it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubApi();
    await openSettings();
    const appearance = section('Appearance');
    // The phone's setting is read when the toggle first shows (the atom's onMount).
    await waitFor(() => expect(toggle('Dark mode').checked).toBe(true));
    expect(within(appearance).getByText(/Following your phone's setting/)).toBeTruthy();

    fireEvent.click(toggle('Dark mode'));
    expect(toggle('Dark mode').checked).toBe(false);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem('kirana-dark-mode')).toBe('false');

    fireEvent.click(toggle('Dark mode'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('kirana-dark-mode')).toBe('true');

    fireEvent.click(within(appearance).getByRole('button', { name: "Follow my phone's setting" }));
    expect(localStorage.getItem('kirana-dark-mode')).toBeNull();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(within(appearance).queryByRole('button')).toBeNull();
  });

  it('shows what is true about the account: a customer since the day it was made, nothing pretended', async () => {
    stubApi();
    await openSettings();
    const account = section('Account');
    expect(within(account).getByText('Customer')).toBeTruthy();
    expect(await within(account).findByText('14 March 2025')).toBeTruthy();
    expect(within(account).getByText(/Linked accounts are not available/)).toBeTruthy();
    expect(within(account).getByText(/no paid plans or subscriptions/)).toBeTruthy();
    expect(screen.queryByText(/Premium/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Connect|Upgrade|Cancel Subscription/ })).toBeNull();
    // Manage Cookies says what the shop sets instead of opening a pretend dialog.
    fireEvent.click(screen.getByText('Manage Cookies'));
    expect(screen.getByText(/no advertising or tracking cookies/)).toBeTruthy();
  });

  it('lists this device first and the others, and Sign Out From All Devices signs out as Log Out does', async () => {
    const api = stubApi({ '/api/auth/logoutAll': { data: { endedSessions: 2 } } });
    const { queryClient } = await openSettings();
    const sessions = section('Sessions');
    await within(sessions).findByText('Firefox on Windows');
    const lines = within(sessions).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^This deviceCurrentChrome on Android · Signed in/),
      expect.stringMatching(/^Firefox on WindowsSigned in .* · last active/),
    ]);

    fireEvent.click(within(sessions).getByRole('button', { name: 'Sign Out From All Devices' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/auth/logoutAll',
      '/api/auth/logout',
    ]);
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull();
    expect(phoneCopy.persister.removeClient).toHaveBeenCalled();
  });

  it('Sign Out From All Devices whose answer was lost: pressed again (401, the session is over) it forgets the shopper as asked', async () => {
    let lost = false;
    const api = stubApi({
      '/api/auth/logoutAll': () => {
        if (lost) return { status: 401, message: 'Please sign in to continue.' };
        lost = true;
        throw new TypeError('Failed to fetch');
      },
    });
    const { queryClient } = await openSettings();
    const signOutAll = await screen.findByRole('button', { name: 'Sign Out From All Devices' });
    fireEvent.click(signOutAll);
    await within(section('Sessions')).findByRole('alert');
    fireEvent.click(signOutAll);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/api/auth/logoutAll')).toHaveLength(2);
    expect(api.callsTo('/api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull();
    expect(phoneCopy.persister.removeClient).toHaveBeenCalled();
  });

  it('Sign Out From All Devices met by a 401 on its first press is only this session over: the usual 401, nothing claimed done', async () => {
    const api = stubApi({ '/api/auth/logoutAll': { status: 401, message: 'Please sign in to continue.' } });
    const { queryClient } = await openSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out From All Devices' }));
    await waitFor(() => expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull());
    expect(api.callsTo('/api/auth/logout')).toHaveLength(0);
    expect(phoneCopy.persister.removeClient).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("names the devices in the shopper's language, the browser and the system as they are called", async () => {
    stubApi();
    act(() => chooseLocale('hi'));
    renderApp('/dashboard/settings', { session: SHOPPER, phoneCopy });
    expect(await screen.findByText('Windows पर Firefox')).toBeTruthy();
    expect(screen.getByText(/^Android पर Chrome · लॉग इन:/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Windows पर Firefox से लॉग आउट करें' })).toBeTruthy();
  });

  it('Sign Out From All Devices that fails says why and keeps the shopper signed in', async () => {
    stubApi({ '/api/auth/logoutAll': { status: 500, message: 'Something went wrong on our side. Please try again.' } });
    const { queryClient } = await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out From All Devices' }));
    expect((await within(section('Sessions')).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(SHOPPER);
  });

  it('Download My Data saves the server’s export as a JSON file', async () => {
    const api = stubApi({ '/api/user/exportData': { data: MY_DATA } });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await openSettings();

    fireEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect(await screen.findByText('Your data was downloaded as kirana-my-data-2026-11-21.json.')).toBeTruthy();
    expect(api.callsTo('/api/user/exportData')).toMatchObject([{ method: 'GET' }]);
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['kirana-my-data-2026-11-21.json', 'blob:my-data'],
    ]);
    expect(saved[0]?.type).toBe('application/json');
    expect(JSON.parse((await saved[0]?.text()) ?? '')).toEqual(MY_DATA);
  });

  it('Download My Data that fails shows the reason', async () => {
    // Not a 401: that one also forgets the shopper, and the signed-in page gives way to /login (a race with the alert).
    const refusal = 'Too many downloads. Please try again in 1 minute.';
    stubApi({ '/api/user/exportData': { status: 429, message: refusal } });
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Download My Data' }));
    expect((await within(section('Your data')).findByRole('alert')).textContent).toBe(refusal);
  });
});

describe('Delete Account', () => {
  const dialog = () => section('Your data').querySelector('dialog') as HTMLDialogElement;
  const confirmBox = () => screen.getByLabelText('Type DELETE to confirm') as HTMLInputElement;
  const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(dialog().open).toBe(true));
  }

  it('asks first: nothing is sent until DELETE is typed, and Cancel leaves everything as it was', async () => {
    const api = stubApi();
    await openSettings();
    await openDialog();
    expect(document.activeElement).toBe(confirmBox());
    expect(within(dialog()).getByRole('heading', { name: 'Delete your account?' })).toBeTruthy();
    expect(deleteButton().disabled).toBe(true);
    fireEvent.change(confirmBox(), { target: { value: 'delete' } });
    expect(deleteButton().disabled).toBe(true);
    fireEvent.submit(confirmBox());

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Account' }));
    expect(api.callsTo('/api/user/deleteAccount')).toHaveLength(0);

    // Opened again, it starts empty.
    await openDialog();
    expect(confirmBox().value).toBe('');
  });

  it('deletes the account, then forgets the shopper as Log Out does and goes home', async () => {
    const api = stubApi({ '/api/user/deleteAccount': { data: null } });
    const { router, queryClient } = await openSettings();
    await openDialog();
    fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
    fireEvent.click(deleteButton());

    await waitFor(() => expect(loadedAt).toHaveBeenCalledWith('/'));
    expect(reload).not.toHaveBeenCalled();
    expect(api.callsTo('/api/user/deleteAccount')).toMatchObject([{ method: 'DELETE', query: { userId: SHOPPER.id } }]);
    expect(api.callsTo('/api/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull();
    expect(phoneCopy.persister.removeClient).toHaveBeenCalled();
  });

  it('a deletion whose answer was lost: pressed again, the shop no longer knows the session and the number has no account, so the phone forgets the shopper and goes home', async () => {
    let lost = false;
    const api = stubApi({
      '/api/user/deleteAccount': () => {
        if (lost) return { status: 401, message: 'Please sign in to continue.' };
        lost = true;
        throw new TypeError('Failed to fetch');
      },
      '/api/auth/checkUserExists': { data: { exists: false } },
    });
    const { router } = await openSettings();
    await openDialog();
    fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
    fireEvent.click(deleteButton());
    await within(dialog()).findByRole('alert');
    fireEvent.click(deleteButton());

    await waitFor(() => expect(loadedAt).toHaveBeenCalledWith('/'));
    expect(api.callsTo('/api/auth/checkUserExists')).toMatchObject([{ body: { phone: SHOPPER.phone } }]);
    expect(router.state.location.pathname).toBe('/');
    expect(phoneCopy.persister.removeClient).toHaveBeenCalled();
  });

  it.each([
    ['the number still has its account', { data: { exists: true } }],
    ['the shop cannot be asked whether the account is gone', { status: 429, message: 'Too many checks.' }],
  ] satisfies [string, FakeAnswer][])(
    'a 401 when %s is no deletion: the usual 401, nothing wiped',
    async (_, answer) => {
      const api = stubApi({
        '/api/user/deleteAccount': { status: 401, message: 'Please sign in to continue.' },
        '/api/auth/checkUserExists': answer,
      });
      const { queryClient } = await openSettings();
      await openDialog();
      fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
      fireEvent.click(deleteButton());

      // The usual 401: the session is forgotten and the shopper is asked to sign in; nothing is wiped as after a deletion.
      await waitFor(() => expect(queryClient.getQueryData(authQueries.session().queryKey)).toBeNull());
      expect(api.callsTo('/api/auth/checkUserExists')).toHaveLength(1);
      expect(api.callsTo('/api/auth/logout')).toHaveLength(0);
      expect(phoneCopy.persister.removeClient).not.toHaveBeenCalled();
      expect(loadedAt).not.toHaveBeenCalled();
    },
  );

  it('a refused deletion is shown in the dialog, which stays open with the shopper signed in', async () => {
    stubApi({
      '/api/user/deleteAccount': { status: 500, message: 'Something went wrong on our side. Please try again.' },
    });
    const { router } = await openSettings();
    await openDialog();
    fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
    fireEvent.click(deleteButton());

    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(dialog().open).toBe(true);
    expect(deleteButton().disabled).toBe(false);
    await act(async () => {});
    expect(loadedAt).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });
});
