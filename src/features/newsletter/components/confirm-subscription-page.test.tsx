import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_TEXTS } from '#contract/newsletter';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';

const TOKEN = 'q7Vd1xY3k9Lm2Np4Rs6Tu8Wx0Za1Bc3De5Fg7Hi9Jk';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubApi(confirm: FakeAnswer) {
  const api = scriptedApi({ '/api/auth/getSession': { data: null }, '/api/newsletter/confirm': confirm });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('ConfirmSubscriptionPage (/newsletter/confirm)', () => {
  it('confirms only when the button is pressed, sending the link’s token, then says so', async () => {
    const api = stubApi({ data: null });
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm subscription' });
    // Opening the link (as a mail scanner would) changes nothing.
    expect(api.callsTo('/api/newsletter/confirm')).toHaveLength(0);

    fireEvent.click(button);
    expect((await screen.findByText(NEWSLETTER_TEXTS.confirmed)).getAttribute('role')).toBe('status');
    expect(api.callsTo('/api/newsletter/confirm').map((call) => [call.method, call.body])).toEqual([
      ['POST', { token: TOKEN }],
    ]);
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
  });

  it('shows the server’s refusal and lets the shopper try again', async () => {
    stubApi({ status: 400, message: NEWSLETTER_TEXTS.badLink });
    renderApp(`/newsletter/confirm?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_TEXTS.badLink);
    expect((screen.getByRole('button', { name: 'Confirm subscription' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the link does not work when it carries no token, offering nothing to press', async () => {
    const api = stubApi({ data: null });
    renderApp('/newsletter/confirm');
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_TEXTS.badLink);
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
    expect(api.callsTo('/api/newsletter/confirm')).toHaveLength(0);
  });
});
