import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedApi } from '#src/test/fake-api';
import { renderApp } from '#src/test/render';
import { boardAnswer, FakeEventSource, PACKER } from '#src/test/staff';

afterEach(() => vi.unstubAllGlobals());

describe('/shop sign-in', () => {
  it('signs a member in with phone and code, showing the demo code, then opens the board apart from the shopper', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
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
    const manifest = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' });
    document.head.append(manifest);
    const { unmount } = renderApp('/shop');

    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '98000 00002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Demo code: 654321')).toBeTruthy();
    expect(api.callsTo('/api/shop/auth/sendOtp')[0]?.body).toEqual({ phone: '+919800000002' });
    // The shopper's sign-in is not asked.
    expect(api.callsTo('/api/auth/sendOtp')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByText('Invalid or expired code')).getAttribute('role')).toBe('alert');

    fireEvent.change(screen.getByLabelText('One-time code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('Sunita · Packer')).toBeTruthy();
    // The phone installs "Kirana Shop" from here; the shopper's manifest and look come back when the area closes.
    expect(manifest.getAttribute('href')).toBe('/shop.webmanifest');
    expect(document.documentElement.classList.contains('is-staff-area')).toBe(true);
    unmount();
    expect(manifest.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(document.documentElement.classList.contains('is-staff-area')).toBe(false);
    manifest.remove();
  });
});
