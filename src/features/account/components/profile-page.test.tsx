import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountProfile } from '#contract/user';
import { authQueries } from '#src/domain/session/auth.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { PROFILE_BANNER_MS } from './profile-page';

const EDIT = '/api/user/editUser';
const SAVED = 'Profile updated successfully!';
const PROFILE: AccountProfile = { ...SHOPPER, createdAt: '2025-03-14T09:30:00.000Z' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** getUser answers PROFILE; editUser answers with `answer` (default: the body it was sent, as the server would). */
function stubApi(answer?: FakeAnswer) {
  const api = scriptedApi({
    '/api/user/getUser': { data: PROFILE },
    [EDIT]: (body) => answer ?? { data: body },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openProfile() {
  const app = renderApp('/dashboard/profile', { session: SHOPPER });
  await screen.findByRole('heading', { name: 'Profile' });
  return app;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const status = () => screen.getByRole('status', { name: '' });

async function startEditing() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.findByRole('button', { name: 'Save' });
}

describe('ProfilePage (/dashboard/profile)', () => {
  it('is read-only until Edit Profile, which opens the form filled in, the phone read-only with its note', async () => {
    stubApi();
    await openProfile();
    const details = screen.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    expect(within(details).getByText('Asha Verma')).toBeTruthy();
    expect(within(details).getByText('asha@example.in')).toBeTruthy();
    expect(within(details).getByText('+91 98765 43210')).toBeTruthy();
    expect(within(details).getByText('Not added')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await startEditing();
    expect(field('Name').value).toBe('Asha Verma');
    expect(document.activeElement).toBe(field('Name'));
    expect(field('Email').value).toBe('asha@example.in');
    expect(field('Phone').readOnly).toBe(true);
    expect(field('Phone').value).toBe('+91 98765 43210');
    expect(field('Phone').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/cannot be changed here/).id).toBe(field('Phone').getAttribute('aria-describedby'));
    expect(field('Alternate phone (optional)').value).toBe('');
  });

  it('saves with the spec’s call, shows the banner for 3 s and puts the new profile in the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi();
    const { queryClient } = await openProfile();
    await startEditing();

    type('Name', '  Asha V. Rao ');
    type('Email', 'Asha.Rao@Example.in');
    type('Alternate phone (optional)', '98450 12345');
    save();

    await screen.findByText(SAVED);
    expect(api.callsTo(EDIT)).toMatchObject([
      {
        method: 'PUT',
        query: { userId: SHOPPER.id },
        body: {
          id: SHOPPER.id,
          name: 'Asha V. Rao',
          email: 'asha.rao@example.in',
          phone: SHOPPER.phone,
          alternatePhone: '+919845012345',
        },
      },
    ]);
    const saved = { ...SHOPPER, name: 'Asha V. Rao', email: 'asha.rao@example.in', alternatePhone: '+919845012345' };
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(saved);
    // Back to the read-only view, showing what was saved, with the keyboard on Edit Profile.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Asha V. Rao')).toBeTruthy();
    expect(screen.getByText('+91 98450 12345')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));

    await act(() => vi.advanceTimersByTimeAsync(PROFILE_BANNER_MS - 100));
    expect(status().textContent).toBe(SAVED);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(status().textContent).toBe('');
  });

  it('checks the form with the contract before sending, naming each bad field beside it', async () => {
    const api = stubApi();
    await openProfile();
    await startEditing();

    type('Name', '   ');
    type('Email', 'not-an-email');
    type('Alternate phone (optional)', '12345');
    save();

    expect(await screen.findByText('name is required')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-describedby')).toContain('profile-email-error');
    expect(screen.getByText('email must be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('alternatePhone must be a valid mobile number with its country code')).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
    expect(api.callsTo(EDIT)).toHaveLength(0);
  });

  it('shows a refusal with the server’s message and field errors, keeping what was typed', async () => {
    stubApi({
      status: 400,
      message: 'Invalid email',
      errors: { email: 'email is used by another account' },
    });
    const { queryClient } = await openProfile();
    await startEditing();
    type('Name', 'Asha Rao');
    type('Email', 'taken@example.in');
    save();

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email');
    expect(screen.getByText('email is used by another account').id).toBe('profile-email-error');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').value).toBe('Asha Rao');
    expect(field('Email').value).toBe('taken@example.in');
    expect(document.activeElement).toBe(field('Email'));
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(SHOPPER);
    expect(status().textContent).toBe('');
  });

  it('says so when offline, and a second try with the connection back saves', async () => {
    const api = scriptedApi({ '/api/user/getUser': { data: PROFILE }, [EDIT]: (body) => ({ data: body }) });
    let online = false;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      online || !String(input).includes(EDIT)
        ? api.fetch(input, init)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    await openProfile();
    await startEditing();
    type('Name', 'Asha Rao');
    save();

    expect((await screen.findByRole('alert')).textContent).toMatch(/offline/);
    expect(field('Name').value).toBe('Asha Rao');
    online = true;
    save();
    await screen.findByText(SAVED);
    expect(screen.getByText('Asha Rao')).toBeTruthy();
  });

  it('Cancel throws the typing away and shows the profile as it was', async () => {
    const api = stubApi();
    await openProfile();
    await startEditing();
    type('Name', 'Someone Else');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(screen.getByText('Asha Verma')).toBeTruthy();
    expect(screen.queryByText('Someone Else')).toBeNull();
    await startEditing();
    expect(field('Name').value).toBe('Asha Verma');
    expect(api.callsTo(EDIT)).toHaveLength(0);
  });

  it('speaks Hindi when the shopper chose हिन्दी, the contract’s checks included', async () => {
    act(() => chooseLocale('hi'));
    stubApi();
    renderApp('/dashboard/profile', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'प्रोफ़ाइल', level: 1 });
    expect(await screen.findByText('नहीं जोड़ा')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    await screen.findByRole('button', { name: 'सेव करें' });
    expect(screen.getByText(/इसे यहाँ नहीं बदला जा सकता/).id).toBe(field('फ़ोन').getAttribute('aria-describedby'));

    type('नाम', '   ');
    type('ईमेल', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('नाम भरना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('सही ई-मेल पता लिखें')).toBeTruthy();
  });
});
