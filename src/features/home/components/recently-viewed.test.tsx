import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '#src/domain/session/auth.queries';
import { fakeApi } from '#src/test/fake-api';
import { makeProduct } from '#src/test/products';
import { renderWithProviders } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { RecentlyViewed } from './recently-viewed';
import { RECENTLY_VIEWED_BREAKPOINTS } from './recently-viewed-swiper';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calledPaths = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([input]) => String(input));

describe('RecentlyViewed', () => {
  it("shows a signed-in shopper's recently viewed products, asking with their id", async () => {
    const fetch = vi.fn(
      fakeApi({
        '/api/auth/getSession': SHOPPER,
        '/api/user/product/getRecentViewed': [
          makeProduct({ id: 21, name: 'Dettol Soap 125 g', category: 'Personal Care' }),
          makeProduct({ id: 22, name: 'Amul Butter 500 g' }),
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<RecentlyViewed />);

    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    const soap = within(section).getByRole('link', { name: /Dettol Soap 125 g/ });
    expect(decodeURIComponent(soap.getAttribute('href') ?? '')).toBe('/product/Personal Care/21');
    expect(within(section).getByRole('link', { name: /Amul Butter 500 g/ })).toBeTruthy();
    expect(calledPaths(fetch)).toContain(`/api/user/product/getRecentViewed?userId=${SHOPPER.id}`);
    expect(within(section).getByRole('button', { name: 'Previous products' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Next products' })).toBeTruthy();
  });

  it('never asks for recent views when nobody is signed in, and shows nothing', async () => {
    const fetch = vi.fn(fakeApi({ '/api/auth/getSession': null }));
    vi.stubGlobal('fetch', fetch);
    const { container, queryClient } = renderWithProviders(<RecentlyViewed />);

    await waitFor(() => expect(queryClient.getQueryState(authKeys.session())?.status).toBe('success'));
    // Give a wrongly enabled query the chance to fire before checking it did not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calledPaths(fetch).some((path) => path.includes('getRecentViewed'))).toBe(false);
    expect(container.querySelector('section')).toBeNull();
  });

  it('is hidden when the signed-in shopper has viewed nothing yet', async () => {
    const fetch = vi.fn(fakeApi({ '/api/auth/getSession': SHOPPER, '/api/user/product/getRecentViewed': [] }));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderWithProviders(<RecentlyViewed />);

    await waitFor(() => expect(calledPaths(fetch).some((path) => path.includes('getRecentViewed'))).toBe(true));
    expect(container.querySelector('section')).toBeNull();
  });

  it('is hidden, and the failure only logged, when the recent views cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/auth/getSession': SHOPPER }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithProviders(<RecentlyViewed />);

    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Failed to fetch recently viewed products', expect.any(Error)),
    );
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows 1 card, 2 from 540 px, 3 from 768 px, 4 from 1024 px and 5 from 1280 px', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/auth/getSession': SHOPPER,
        '/api/user/product/getRecentViewed': [makeProduct({ id: 21, name: 'Dettol Soap' })],
      }),
    );
    renderWithProviders(<RecentlyViewed />);
    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    const swiper = (section.querySelector('.swiper') as HTMLElement & { swiper: { originalParams: object } }).swiper;
    expect(swiper.originalParams).toMatchObject({ slidesPerView: 1, breakpoints: RECENTLY_VIEWED_BREAKPOINTS });
    expect(RECENTLY_VIEWED_BREAKPOINTS).toEqual({
      540: { slidesPerView: 2 },
      768: { slidesPerView: 3 },
      1024: { slidesPerView: 4 },
      1280: { slidesPerView: 5 },
    });
  });
});
