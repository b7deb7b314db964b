import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_TEXTS } from '#contract/newsletter';
import { chooseLocale } from '#src/lib/i18n/locale';
import { renderWithProviders } from '#src/test/render';
import { NewsletterSignup } from './newsletter-signup';

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fill(value: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterSignup', () => {
  it('promises 10% off the first order, with a labelled e-mail field', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<NewsletterSignup />);
    expect(await screen.findByText('10% off your first order')).toBeTruthy();
    expect(document.querySelector('.newsletter__promise')?.textContent).toBe(
      "Get 10% off your first order, plus the week's best offers in your inbox.",
    );
    expect(screen.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
  });

  it.each(['', '   ', 'asha', 'asha@', 'asha@example'])('refuses %j without calling the server', async (value) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<NewsletterSignup />);
    await screen.findByLabelText('Email address');
    fill(value);
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the address, disables the button while sending and shows the server's message", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<NewsletterSignup />);
    await screen.findByLabelText('Email address');
    fill('  Asha@Example.com ');
    submit();

    const button = await screen.findByRole('button', { name: 'Subscribing…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    // Trimmed and lower-cased by the contract's rule, as the server would store it.
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.com' });

    answer(json(200, { success: true, data: null, message: NEWSLETTER_TEXTS.checkInbox }));
    // Double opt-in: nothing counts until the mailed link is confirmed, and the block says so.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Check your inbox to confirm your subscription.'),
    );
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Check your inbox to confirm" when the server gives no words of its own', async () => {
    vi.stubGlobal('fetch', async () => json(200, { success: true, data: null }));
    renderWithProviders(<NewsletterSignup />);
    await screen.findByLabelText('Email address');
    fill('ravi@example.in');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Check your inbox to confirm/));
    // The promise stays as it was.
    expect(screen.getByText('10% off your first order')).toBeTruthy();
  });

  it('shows whatever the server says on success, word for word', async () => {
    vi.stubGlobal('fetch', async () => json(200, { success: true, data: null, message: 'Welcome back to Kirana!' }));
    renderWithProviders(<NewsletterSignup />);
    await screen.findByLabelText('Email address');
    fill('ravi@example.in');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Welcome back to Kirana!'));
  });

  it("shows the server's error when it refuses, and keeps the address to correct", async () => {
    vi.stubGlobal('fetch', async () => json(400, { success: false, message: NEWSLETTER_TEXTS.badEmail }));
    const { queryClient } = renderWithProviders(<NewsletterSignup />);
    await screen.findByLabelText('Email address');
    fill('ravi@example.in');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ravi@example.in');
    // Shown beside the field only: the app's error toast is turned off for this form.
    expect(queryClient.getMutationCache().getAll()[0]?.meta).toEqual({ errorToast: false });
  });

  it('says so when the phone is offline', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<NewsletterSignup />);
    await screen.findByLabelText('Email address');
    fill('ravi@example.in');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You seem to be offline. Check your connection and try again.',
    );
  });

  it('speaks Hindi when the shopper chose हिन्दी, the server’s known answer included', async () => {
    act(() => chooseLocale('hi'));
    vi.stubGlobal('fetch', async () => json(200, { success: true, data: null, message: NEWSLETTER_TEXTS.checkInbox }));
    renderWithProviders(<NewsletterSignup />);
    expect(await screen.findByRole('heading', { name: 'हमारा न्यूज़लेटर पाएँ' })).toBeTruthy();
    expect(screen.getByText('पहले ऑर्डर पर 10% छूट').tagName).toBe('STRONG');
    expect(document.querySelector('.newsletter__promise')?.textContent).toBe(
      'पहले ऑर्डर पर 10% छूट पाएँ, साथ में हर हफ़्ते के सबसे अच्छे ऑफ़र सीधे आपके ईमेल में।',
    );

    fireEvent.change(screen.getByLabelText('ईमेल पता'), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया सही ईमेल पता लिखें।');

    fireEvent.change(screen.getByLabelText('ईमेल पता'), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('सब्सक्रिप्शन पक्का करने के लिए अपना ईमेल देखें।'));
  });
});
