import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { SHOPPER, testProduct } from '../test-fixtures';
import { HomePage } from './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function api(session: typeof SHOPPER | null) {
  return fakeApi({
    '/api/auth/getSession': session,
    '/api/user/product/getCategoryCount': { Groceries: 520 },
    '/api/user/product/getFeaturedProducts': [testProduct(1, 'Aashirvaad Atta 5 kg')],
    '/api/user/product/getTrendingProducts': [testProduct(2, 'Tata Salt 1 kg')],
    '/api/user/product/getRecentViewed': [testProduct(3, 'Amul Butter 500 g')],
  });
}

describe('HomePage', () => {
  it("puts the spec's sections in order: banners, categories, featured, trending, newsletter, recently viewed", async () => {
    vi.stubGlobal('fetch', api(SHOPPER));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Recently Viewed' });
    await screen.findByRole('heading', { name: 'Trending now' });
    await screen.findByRole('heading', { name: 'Featured products' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Kirana/);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Shop by category',
      'Featured products',
      'Trending now',
      'Subscribe to our newsletter',
      'Recently Viewed',
    ]);
  });

  it('leaves Recently Viewed out for a visitor', async () => {
    vi.stubGlobal('fetch', api(null));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Trending now' });
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).toBeNull();
  });
});
