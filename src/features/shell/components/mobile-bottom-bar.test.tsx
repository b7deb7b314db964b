import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { MobileBottomBar } from './mobile-bottom-bar';

afterEach(() => {
  vi.unstubAllGlobals();
});

const tabs = () =>
  screen
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('MobileBottomBar', () => {
  it('offers Home, Wishlist, Orders and Account (to /login) to a visitor', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': null }));
    renderWithProviders(<MobileBottomBar />);
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(tabs()).toEqual([
      ['Home', '/', 'page'],
      ['Wishlist', '/wishlist', null],
      ['Orders', '/dashboard/orders', null],
      ['Account', '/login', null],
    ]);
  });

  it('offers Dashboard instead of Account when signed in, and marks the current tab', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': SHOPPER }));
    renderWithProviders(<MobileBottomBar />, { path: '/dashboard/orders' });
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(tabs()).toEqual([
      ['Home', '/', null],
      ['Wishlist', '/wishlist', null],
      ['Orders', '/dashboard/orders', 'page'],
      ['Dashboard', '/dashboard', null],
    ]);
  });
});
