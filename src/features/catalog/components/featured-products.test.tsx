import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#contract/catalog';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { FeaturedProducts } from './featured-products';

const atta: ProductCard = {
  id: 7,
  name: 'Aashirvaad Shudh Chakki Atta 5 kg',
  image: '/images/products/7/0.svg',
  category: 'Groceries',
  brand: 'Aashirvaad',
  description: 'Whole wheat atta.',
  currentPrice: 289,
  originalPrice: 330,
  discount: 12,
  rating: 4.4,
  reviewCount: 1200,
  status: 'in stock',
  date: '2025-01-01T00:00:00.000Z',
  popularity: 9000,
  purchaseCount: 4000,
};
const ghee: ProductCard = {
  ...atta,
  id: 8,
  name: 'Amul Pure Ghee 1 L',
  currentPrice: 650,
  originalPrice: 650,
  discount: 0,
  status: 'out of stock',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeaturedProducts', () => {
  it('shows each product with its price, MRP, discount and stock, linking to its page', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/user/product/getFeaturedProducts': [atta, ghee] }));
    renderWithProviders(<FeaturedProducts />);

    const attaLink = await screen.findByRole('link', { name: /Aashirvaad Shudh Chakki Atta 5 kg/ });
    expect(decodeURIComponent(attaLink.getAttribute('href') ?? '')).toBe('/product/Groceries/7');
    expect(screen.getByText('₹289')).toBeTruthy();
    expect(screen.getByText('₹330').tagName).toBe('S');
    expect(screen.getByText('12% off')).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    // No discount: no struck-through price for the ghee.
    expect(screen.getAllByText('₹650')).toHaveLength(1);
  });

  it('stays empty, the failure only logged, when the products cannot be loaded', async () => {
    const failing = vi.fn(fakeApi({}));
    vi.stubGlobal('fetch', failing);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithProviders(<FeaturedProducts />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch featured products', expect.any(Error)));
    expect(failing).toHaveBeenCalled();
    expect(container.querySelector('section')).toBeNull();
  });
});
