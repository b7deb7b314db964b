import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryTiles } from '#src/features/catalog/components/category-tiles';
import { FeaturedProducts } from '#src/features/catalog/components/featured-products';
import { NewsletterSignup } from '#src/features/newsletter/components/newsletter-signup';
import { fakeApi } from '#src/test/fake-api';
import { makeProduct } from '#src/test/products';
import { renderWithProviders } from '#src/test/render';
import { scrolledTo } from '#src/test/scroll';
import { SHOPPER } from '#src/test/shopper';
import { HomePage } from './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function api(session: typeof SHOPPER | null) {
  return fakeApi({
    '/api/auth/getSession': session,
    '/api/user/product/getCategoryCount': { Groceries: 520 },
    '/api/user/product/getFeaturedProducts': [makeProduct({ id: 1, name: 'Aashirvaad Atta 5 kg' })],
    '/api/user/product/getTrendingProducts': [makeProduct({ id: 2, name: 'Tata Salt 1 kg' })],
    '/api/user/product/getRecentViewed': [makeProduct({ id: 3, name: 'Amul Butter 500 g' })],
  });
}

describe('HomePage', () => {
  it("puts the spec's sections in order: banners, categories, featured, trending, newsletter, recently viewed", async () => {
    vi.stubGlobal('fetch', api(SHOPPER));
    renderWithProviders(
      <HomePage categories={<CategoryTiles />} featured={<FeaturedProducts />} newsletter={<NewsletterSignup />} />,
    );
    await screen.findByRole('heading', { name: 'Shop by category' });
    // Below the first screen: drawn once the shopper starts using the page.
    expect(screen.queryByRole('heading', { name: 'Featured products' })).toBeNull();
    await scrolledTo(() => screen.getByRole('heading', { name: 'Recently Viewed' }));
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
    renderWithProviders(
      <HomePage categories={<CategoryTiles />} featured={<FeaturedProducts />} newsletter={<NewsletterSignup />} />,
    );
    await screen.findByRole('heading', { name: 'Shop by category' });
    await scrolledTo(() => screen.getByRole('heading', { name: 'Trending now' }));
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).toBeNull();
  });
});
