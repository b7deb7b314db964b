import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { authQueries } from '#src/domain/session/auth.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { toastsOnScreen } from '#src/test/toasts';

const SENT = { sent: true, expiresInSeconds: 300, resendAfterSeconds: 30, devCode: '123456' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubApi(handlers: Parameters<typeof scriptedApi>[0]) {
  const api = scriptedApi({ '/api/auth/getSession': { data: null }, ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function sendCodeTo(number: string) {
  fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('One-time code');
}

/** Fills the registration form with a good address and sends it. */
function createAccount() {
  const fill = { 'Full name': 'Asha Verma', 'E-mail': 'asha@example.in', 'Address line 1': '12 MG Road' };
  for (const [label, value] of Object.entries(fill))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Bengaluru' } });
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Karnataka' } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The seconds "Resend code in N s" shows. */
const secondsShown = () => Number(screen.getByText(/^Resend code in \d+ s$/).textContent?.match(/\d+/)?.[0]);

describe('LoginPage', () => {
  it('signs a known number in with the code and goes on to the redirect target, replacing /login', async () => {
    const api = stubApi({
      '/api/auth/sendOtp': { data: SENT },
      '/api/auth/verifyOtp': { data: { verified: true, registered: true } },
      '/api/auth/login': { data: SHOPPER },
    });
    const { router, history, queryClient } = renderApp('/login?redirect=%2Fdashboard%2Forders');
    queryClient.setQueryData(cartKeys.items(SHOPPER.id), []);

    expect((await screen.findByLabelText('Country code')) as HTMLSelectElement).toHaveProperty('value', '+91');
    const code = (await sendCodeTo('98765 43210')) as HTMLInputElement;
    expect(api.callsTo('/api/auth/sendOtp')[0]?.body).toEqual({ phone: '+919876543210' });
    expect(screen.getByText('Demo code: 123456')).toBeTruthy();
    expect(screen.getByText('98765 43210', { exact: false })).toBeTruthy();

    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.maxLength).toBe(6);
    fireEvent.change(code, { target: { value: '12ab3' } });
    expect(code.value).toBe('123');
    fireEvent.paste(code, { clipboardData: { getData: () => '123 456' } });
    expect(code.value).toBe('123456');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'My Orders' });
    expect(api.callsTo('/api/auth/verifyOtp')[0]?.body).toEqual({ phone: '+919876543210', otp: '123456' });
    expect(api.callsTo('/api/auth/login')[0]?.body).toEqual({ phone: '+919876543210' });
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(history.length).toBe(1);
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(SHOPPER);
    expect(queryClient.getQueryState(cartKeys.items(SHOPPER.id))?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem('kirana:sign-in'), 'signed in: the next sign-in starts afresh').toBeNull();
  });

  it('registers a new number: checks the form, sends it with isDefault, then signs in', async () => {
    const api = stubApi({
      '/api/auth/sendOtp': { data: { ...SENT, devCode: undefined } },
      '/api/auth/verifyOtp': { data: { verified: true, registered: false } },
      '/api/auth/register': { data: SHOPPER },
    });
    const { router, queryClient } = renderApp('/login');

    fireEvent.change(await sendCodeTo('9876543210'), { target: { value: '654321' } });
    expect(screen.queryByText(/Demo code/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(api.callsTo('/api/auth/login')).toHaveLength(0);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('India');

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not an e-mail' } });
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '01234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 6-digit PIN code.')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/auth/register')).toHaveLength(0);

    createAccount();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/api/auth/register')[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '+919876543210',
      addressLine1: '12 MG Road',
      addressLine2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
      isDefault: true,
    });
    expect(queryClient.getQueryData(authQueries.session().queryKey)).toEqual(SHOPPER);
  });

  it.each([
    [401, 'Your phone verification has expired. Please request a new code.'],
    [403, 'This phone number was not verified in this browser. Please verify it with a new code.'],
  ])(
    'a registration the shop answers %i goes back to the number, saying why, and comes back as typed',
    async (status, message) => {
      stubApi({
        '/api/auth/sendOtp': { data: SENT },
        '/api/auth/verifyOtp': { data: { verified: true, registered: false } },
        '/api/auth/register': { status, message },
      });
      renderApp('/login');
      const verify = async () => {
        fireEvent.change(await sendCodeTo('9876543210'), { target: { value: '123456' } });
        fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
        await screen.findByRole('heading', { name: 'Create your account' });
      };
      await verify();
      createAccount();

      expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('9876543210');
      expect(screen.getByRole('alert').textContent).toBe(message);
      await verify();
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Verma');
      // The registration offers the way back by itself too, and the number shows no old reason.
      fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
      expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('9876543210');
      expect(screen.getByRole('alert').textContent).toBe('');
    },
  );

  it('a code the shop accepted whose sign-in answer was lost, then the tab ended: the code typed again signs in, not sent again', async () => {
    let loginAnswers = 0;
    const api = stubApi({
      '/api/auth/sendOtp': { data: SENT },
      '/api/auth/verifyOtp': { data: { verified: true, registered: true } },
      '/api/auth/login': () => {
        if (loginAnswers++ === 0) throw new TypeError('Failed to fetch');
        return { data: SHOPPER };
      },
    });
    renderApp('/login?redirect=%2Fwishlist');
    fireEvent.change(await sendCodeTo('9876543210'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('You seem to be offline. Check your connection and try again.');

    cleanup();
    const { router } = renderApp('/login?redirect=%2Fwishlist');
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    expect(api.callsTo('/api/auth/verifyOtp'), 'a used code is not sent again').toHaveLength(1);
    const loginKeys = api.callsTo('/api/auth/login').map((call) => call.headers['idempotency-key']);
    expect(loginKeys, 'the same try, across the tab').toEqual([loginKeys[0], loginKeys[0]]);
  });

  it('opens where the tab left off after the phone ended it: on the code, its wait going on; a code run out is asked for again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ '/api/auth/sendOtp': { data: SENT } });
    renderApp('/login');
    await sendCodeTo('98765 43210');
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    // The tab is ended while the shopper reads the SMS, and opened again.
    cleanup();
    renderApp('/login');
    expect(await screen.findByLabelText('One-time code')).toBeTruthy();
    expect(screen.getByText('98765 43210', { exact: false })).toBeTruthy();
    expect(screen.getByText('Demo code: 123456')).toBeTruthy();
    expect(secondsShown()).toBeGreaterThan(15);
    expect(secondsShown()).toBeLessThanOrEqual(20);
    expect(api.callsTo('/api/auth/sendOtp')).toHaveLength(1);

    // Back after the code's five minutes: the number as typed, for a new code.
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    renderApp('/login');
    expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('98765 43210');
  });

  it('a registration half typed when the phone ends the tab opens again as typed', async () => {
    stubApi({
      '/api/auth/sendOtp': { data: SENT },
      '/api/auth/verifyOtp': { data: { verified: true, registered: false } },
    });
    renderApp('/login');
    fireEvent.change(await sendCodeTo('9876543210'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Canada' } });

    cleanup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Verma');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('Canada');
  });

  it('offers only the country codes the shop sends codes to, and says so', async () => {
    const api = stubApi({ '/api/auth/otpCountries': { data: { dialCodes: ['+91'] } } });
    renderApp('/login');
    await waitFor(() => expect(api.callsTo('/api/auth/otpCountries')).toHaveLength(1));
    const select = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['India (+91)']);
    const hint = screen.getByText('We send sign-in codes only to mobile numbers in India (+91).');
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('offers India alone while the server has not said (or cannot be asked)', async () => {
    // No handler: the question fails, quietly.
    stubApi({});
    renderApp('/login');
    const select = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['India (+91)']);
    expect(toastsOnScreen()).toEqual([]);
  });

  it('lists the served codes in the spec’s order, and a UK number registers with the UK as its country', async () => {
    const api = stubApi({
      '/api/auth/otpCountries': { data: { dialCodes: ['+91', '+44', '+977'] } },
      '/api/auth/sendOtp': { data: SENT },
      '/api/auth/verifyOtp': { data: { verified: true, registered: false } },
    });
    renderApp('/login');
    const select = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].map((option) => option.text)).toEqual(['India (+91)', 'UK (+44)', '+977']);
    expect(select.value).toBe('+91');
    screen.getByText('We send sign-in codes only to mobile numbers in India (+91), UK (+44) and +977.');
    fireEvent.change(select, { target: { value: '+44' } });
    fireEvent.change(await sendCodeTo('07700 900123'), { target: { value: '123456' } });
    expect(api.callsTo('/api/auth/sendOtp')[0]?.body).toEqual({ phone: '+447700900123' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('United Kingdom');
    expect(screen.getByLabelText('Postal code')).toBeTruthy();
  });

  it('starts on the first served code when the shop does not serve India', async () => {
    stubApi({ '/api/auth/otpCountries': { data: { dialCodes: ['+65'] } } });
    renderApp('/login');
    const select = (await screen.findByLabelText('Country code')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('+65'));
    expect([...select.options].map((option) => option.text)).toEqual(['Singapore (+65)']);
  });

  it('checks the number before asking for a code', async () => {
    const api = stubApi({ '/api/auth/sendOtp': { data: SENT } });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid 10-digit mobile number.');
    expect(api.callsTo('/api/auth/sendOtp')).toHaveLength(0);
  });

  it("shows the server's words when it refuses, and no toast repeats them", async () => {
    stubApi({
      '/api/auth/sendOtp': { status: 429, message: 'A code was sent a moment ago. Please try again in 12 seconds.' },
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('A code was sent a moment ago. Please try again in 12 seconds.');
    expect(screen.queryByLabelText('One-time code')).toBeNull();
    expect(toastsOnScreen()).toEqual([]);
  });

  it('shows a wrong code with the tries left and stays on the code', async () => {
    stubApi({
      '/api/auth/sendOtp': { data: SENT },
      '/api/auth/verifyOtp': { status: 400, message: 'Invalid or expired code. 4 tries left.' },
    });
    const { router } = renderApp('/login');
    const code = await sendCodeTo('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent === 'Please enter the 6-digit code.')).toBe(
      true,
    );
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Invalid or expired code. 4 tries left.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a send, a code or a sign-in whose answer was lost: pressing again sends each with the key it first had, and signs in; an accepted code is not sent again', async () => {
    // Each of the two steps is lost once after the server acted: the phone hears nothing, the shop kept its part.
    const lostOnce = (answer: { data: unknown }) => {
      let lost = false;
      return () => {
        if (lost) return answer;
        lost = true;
        throw new TypeError('Failed to fetch');
      };
    };
    const api = stubApi({
      '/api/auth/sendOtp': lostOnce({ data: SENT }),
      '/api/auth/verifyOtp': lostOnce({ data: { verified: true, registered: true } }),
      '/api/auth/login': lostOnce({ data: SHOPPER }),
    });
    const { router } = renderApp('/login?redirect=%2Fwishlist');
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('You seem to be offline. Check your connection and try again.');
    fireEvent.change(await sendCodeTo('9876543210'), { target: { value: '123456' } });
    const verify = screen.getByRole('button', { name: 'Verify' });
    fireEvent.click(verify);
    await screen.findByText('You seem to be offline. Check your connection and try again.');
    fireEvent.click(verify);
    await waitFor(() => expect(api.callsTo('/api/auth/login')).toHaveLength(1));
    await screen.findByText('You seem to be offline. Check your connection and try again.');
    fireEvent.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));

    // The code, once accepted, is not sent again: the third press went straight to the sign-in.
    const keys = (path: string) => api.callsTo(path).map((call) => call.headers['idempotency-key']);
    const uuid = /^[0-9a-f-]{32,36}$/;
    expect(keys('/api/auth/sendOtp')).toEqual([expect.stringMatching(uuid), keys('/api/auth/sendOtp')[0]]);
    expect(keys('/api/auth/verifyOtp')).toEqual([expect.stringMatching(uuid), keys('/api/auth/verifyOtp')[0]]);
    expect(keys('/api/auth/login')).toEqual([expect.stringMatching(uuid), keys('/api/auth/login')[0]]);
  });

  it('counts down to "Resend code", sends a new code and starts again; "Change number" goes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    const api = stubApi({
      '/api/auth/sendOtp': () => ({ data: { ...SENT, devCode: String(++sends).repeat(6) } }),
    });
    renderApp('/login');
    await sendCodeTo('9876543210');
    // The fake clock also moves with real time (the page's own waits need it): on a busy machine
    // seconds may pass between two lines, so the count is checked against a window.
    expect(secondsShown()).toBeGreaterThan(25);
    expect(secondsShown()).toBeLessThanOrEqual(30);
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(secondsShown()).toBeGreaterThan(15);
    expect(secondsShown()).toBeLessThanOrEqual(20);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));

    await screen.findByText('Demo code: 222222');
    expect(api.callsTo('/api/auth/sendOtp')).toHaveLength(2);
    expect(secondsShown()).toBeGreaterThan(25);
    // The SMS did not come either: asked for again, a third code, a new try with a key of its own.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('Demo code: 333333');
    const keys = api.callsTo('/api/auth/sendOtp').map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size, 'each answered send is over: the next is a new try').toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9876543210');
  });

  it('speaks Hindi when the shopper chose हिन्दी: number, country codes, the code and its checks', async () => {
    const api = stubApi({
      '/api/auth/otpCountries': { data: { dialCodes: ['+91', '+44'] } },
      '/api/auth/sendOtp': { data: SENT },
    });
    act(() => chooseLocale('hi'));
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeTruthy();
    const select = (await screen.findByLabelText('देश का कोड')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((option) => option.text)).toEqual(['भारत (+91)', 'ब्रिटेन (+44)']),
    );
    expect(screen.getByText('लॉग इन का OTP हम सिर्फ़ भारत (+91) और ब्रिटेन (+44) के मोबाइल नंबरों पर भेजते हैं।')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('मोबाइल नंबर'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('कृपया सही 10 अंकों का मोबाइल नंबर डालें।');
    fireEvent.change(screen.getByLabelText('मोबाइल नंबर'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await screen.findByLabelText('OTP');
    expect(api.callsTo('/api/auth/sendOtp')[0]?.body).toEqual({ phone: '+919876543210' });
    const lead = screen.getByText('98765 43210', { exact: false }).closest('p') as HTMLElement;
    expect(lead.textContent).toBe('+91 98765 43210 पर भेजा गया 6 अंकों का OTP डालें। यह 5 मिनट तक चलेगा।');
    expect(screen.getByText('डेमो OTP: 123456')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent === 'कृपया 6 अंकों का OTP डालें।')).toBe(true);
    expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeTruthy();
  });

  it('sends a shopper who is already signed in straight on to the target', async () => {
    stubApi({});
    const { router } = renderApp('/login?redirect=%2Fwishlist', { session: SHOPPER });
    await screen.findByRole('heading', { name: 'Wishlist' });
    expect(router.state.location.pathname).toBe('/wishlist');
  });

  it('never follows a redirect to another site', async () => {
    stubApi({});
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example', { session: SHOPPER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.href).toBe('/');
  });
});
