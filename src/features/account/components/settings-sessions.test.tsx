import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '#contract/auth';
import { authQueries } from '#src/domain/session/auth.queries';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { LAPTOP, THIS_PHONE } from '#src/test/sessions';
import { SHOPPER } from '#src/test/shopper';

const TABLET: SessionInfo = {
  id: '2e4a6c8e-0b1d-4f3a-8c5e-7a9b1d3f5e7c',
  current: false,
  device: 'Safari on iPad',
  createdAt: '2026-09-12T07:00:00.000Z',
  lastSeenAt: '2026-11-19T12:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubApi(endSession: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const api = scriptedApi({
    '/api/user/getUser': { data: { ...SHOPPER, createdAt: '2025-03-14T09:30:00.000Z' } },
    '/api/auth/sessions': { data: [THIS_PHONE, LAPTOP, TABLET] },
    '/api/auth/sessions/end': typeof endSession === 'function' ? endSession : () => endSession,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openSessions() {
  const app = renderApp('/dashboard/settings', { session: SHOPPER });
  const sessions = await screen.findByRole('region', { name: 'Sessions' });
  await within(sessions).findByText('Firefox on Windows');
  const lineOf = (device: string) =>
    within(sessions)
      .getAllByRole('listitem')
      .find((line) => line.textContent?.includes(device));
  return { ...app, sessions, lineOf };
}

describe('Settings → Sessions: Sign Out one device', () => {
  it('offers Sign Out beside each other device only, never beside this one', async () => {
    stubApi({ data: null });
    const { lineOf } = await openSessions();
    expect(within(lineOf('This device') as HTMLElement).queryByRole('button', { name: /^Sign Out/ })).toBeNull();
    expect(within(lineOf('Firefox on Windows') as HTMLElement).getByRole('button').textContent).toBe('Sign Out');
    expect(within(lineOf('Safari on iPad') as HTMLElement).getByRole('button').textContent).toBe('Sign Out');
  });

  it('signs that device out by its id; its line goes, the others stay, and this device stays signed in', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const api = stubApi(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const { lineOf, queryClient, sessions } = await openSessions();

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out Firefox on Windows' }));
    const pending = await within(lineOf('Firefox on Windows') as HTMLElement).findByRole('button', {
      name: 'Sign Out Firefox on Windows',
    });
    expect(pending.textContent).toBe('Signing out…');
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/api/auth/sessions/end').map((call) => [call.method, call.body])).toEqual([
      ['POST', { sessionId: LAPTOP.id }],
    ]);

    answer({ data: null });
    await waitFor(() => expect(within(sessions).queryByText('Firefox on Windows')).toBeNull());
    expect(within(sessions).getByText('Safari on iPad')).toBeTruthy();
    expect(within(sessions).getByText('This device')).toBeTruthy();
    expect(api.callsTo('/api/auth/logout')).toHaveLength(0);
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(SHOPPER);
  });

  it('shows a refusal beside that device, keeps its line and lets the shopper try again', async () => {
    stubApi({ status: 500, message: 'Something went wrong on our side. Please try again.' });
    const { lineOf } = await openSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out Safari on iPad' }));
    const tablet = lineOf('Safari on iPad') as HTMLElement;
    expect((await within(tablet).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    const button = within(tablet).getByRole('button', { name: 'Sign Out Safari on iPad' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Sign Out');
    // The error belongs to that line alone.
    expect(within(lineOf('Firefox on Windows') as HTMLElement).queryByRole('alert')).toBeNull();
  });

  it('drops the line when the server says that device is already signed out (404)', async () => {
    stubApi({ status: 404, message: 'That device is not signed in any more.' });
    const { sessions } = await openSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out Firefox on Windows' }));
    await waitFor(() => expect(within(sessions).queryByText('Firefox on Windows')).toBeNull());
    expect(within(sessions).queryByRole('alert')).toBeNull();
  });
});
