import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedApi } from '#src/test/fake-api';
import { boardAnswer, ORDER_ID, OWNER, PACKER, RIDER, renderStaffPage, staffOrder } from '#src/test/staff';

afterEach(() => vi.unstubAllGlobals());

/** A screen's code comes as the page opens it (its first import in a test is slow). */
const SCREEN_LOADED = { timeout: 10_000 };

describe("the staff's page (shop.html)", () => {
  it('signs a member in with phone and code, showing the demo code, then opens the board apart from the shopper', async () => {
    const api = scriptedApi({
      '/api/auth/getSession': { data: null },
      '/api/shop/auth/session': { data: null },
      '/api/shop/auth/sendOtp': {
        data: { sent: true, expiresInSeconds: 300, resendAfterSeconds: 30, devCode: '654321' },
      },
      '/api/shop/auth/verifyOtp': (body) =>
        (body as { otp: string }).otp === '654321'
          ? { data: PACKER }
          : { status: 400, message: 'Invalid or expired code' },
      '/api/shop/orders': { data: boardAnswer([], { new: 0 }) },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffPage('/shop');

    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '98000 00002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Demo code: 654321')).toBeTruthy();
    expect(api.callsTo('/api/shop/auth/sendOtp')[0]?.body).toEqual({ phone: '+919800000002' });

    fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText('Invalid or expired code')).getAttribute('role')).toBe('alert');

    fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' }, SCREEN_LOADED)).toBeTruthy();
    expect(screen.getByText('Sunita · Packer')).toBeTruthy();
    // None of the shopper's app runs here: neither the shopper's sign-in nor their session is asked.
    expect(api.callsTo('/api/auth/sendOtp')).toHaveLength(0);
    expect(api.callsTo('/api/auth/getSession')).toHaveLength(0);
  });

  it('opens the screen of its address, and its links move between screens in place, the back button too', async () => {
    const api = scriptedApi({
      '/api/shop/orders': { data: boardAnswer([], { new: 0 }) },
      '/api/shop/riders/money': { data: [] },
      '/api/shop/orders/detail': { data: staffOrder('processing') },
      '/api/shop/riders': { data: [RIDER] },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderStaffPage(`/shop/order/${ORDER_ID}`, OWNER);
    expect(await screen.findByRole('heading', { name: '#1042' }, SCREEN_LOADED)).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Money' }));
    expect(await screen.findByRole('heading', { name: 'Riders’ money today' }, SCREEN_LOADED)).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/money');
    expect(screen.getByRole('link', { name: 'Money' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Board' }).getAttribute('aria-current')).toBeNull();

    await act(async () => {
      const moved = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
      window.history.back();
      await moved;
    });
    expect(window.location.pathname).toBe(`/shop/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: '#1042' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: '← All orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' }, SCREEN_LOADED)).toBeTruthy();
    expect(window.location.pathname).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Board' }).getAttribute('aria-current')).toBe('page');
  });

  it("keeps the owner's screens from a packer: /shop/staff opens the board", async () => {
    vi.stubGlobal('fetch', scriptedApi({ '/api/shop/orders': { data: boardAnswer([], { new: 0 }) } }).fetch);
    renderStaffPage('/shop/staff', PACKER);
    expect(await screen.findByRole('heading', { name: 'Orders' }, SCREEN_LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });
});
