import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { SearchBox } from '#src/features/search/components/search-box';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeApi } from '#src/test/fake-api';
import { signedInApi } from '#src/test/header';
import { renderWithProviders } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { SiteHeader } from './site-header';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.scrollTop = 0;
});

function scrollTo(y: number) {
  act(() => {
    document.documentElement.scrollTop = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  it('offers Login and plain Wishlist and Cart links to a visitor', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': null }));
    renderWithProviders(<SiteHeader search={<SearchBox />} />);

    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/wishlist');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('speaks Hindi when the shopper chose it: links, counts and the All Categories menu', async () => {
    act(() => chooseLocale('hi'));
    vi.stubGlobal('fetch', fakeApi(signedInApi({ cart: 2, wishlist: 1 })));
    renderWithProviders(<SiteHeader search={<SearchBox />} />);

    expect((await screen.findByRole('link', { name: 'मेरा खाता' })).getAttribute('href')).toBe('/dashboard');
    await screen.findByRole('link', { name: 'थैला, 2 सामान' });
    await screen.findByRole('link', { name: 'पसंदीदा, 1 सामान' });
    expect(screen.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toBeTruthy();
    expect(screen.getByText('लगभग 15 मिनट में डिलीवरी · सामान मिलने पर नकद')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /सभी श्रेणियाँ/ }));
    expect(screen.getByRole('list', { name: /किराना और रोज़ का राशन/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /खाने का तेल/ }).getAttribute('href')).toBe('/category/Cooking%20Oils');
  });

  it('shows Dashboard and the number of cart and wishlist lines to a signed-in shopper', async () => {
    const fetch = vi.fn(fakeApi(signedInApi({ cart: 2, wishlist: 3 })));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SiteHeader search={<SearchBox />} />);

    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    // Three of one product is still one line: the count is lines, not units.
    const cart = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(within(cart).getByText('2')).toBeTruthy();
    const wishlist = await screen.findByRole('link', { name: 'Wishlist, 3 items' });
    expect(within(wishlist).getByText('3')).toBeTruthy();
    // The counts are asked for the signed-in shopper.
    const cartCall = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('getCartItems'));
    expect(cartCall).toContain(`userId=${SHOPPER.id}`);
  });

  it('shows the support phone, Track Order, Help Center and a logo linking home', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': null }));
    renderWithProviders(<SiteHeader search={<SearchBox />} />);

    expect((await screen.findByText(SHOP_CONTACT.phone)).closest('a')?.getAttribute('href')).toBe('tel:+918045678900');
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe('/dashboard/orders');
    expect(screen.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/dashboard/help');
    expect(screen.getByRole('link', { name: 'Kirana home' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('search')).toBeTruthy();
  });

  it('gains a shadow only once the page is scrolled more than 50 px', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': null }));
    renderWithProviders(<SiteHeader search={<SearchBox />} />);
    const header = await screen.findByRole('banner');
    expect(header.classList.contains('is-scrolled')).toBe(false);

    scrollTo(50);
    expect(header.classList.contains('is-scrolled')).toBe(false);
    scrollTo(51);
    expect(header.classList.contains('is-scrolled')).toBe(true);
    scrollTo(10);
    expect(header.classList.contains('is-scrolled')).toBe(false);
  });

  it('has a mega menu trigger and a hamburger', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': null }));
    renderWithProviders(<SiteHeader search={<SearchBox />} />);
    expect(await screen.findByRole('button', { name: 'All Categories' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Groceries & Food Staples' })).toBeTruthy();
  });
});
