import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#src/test/fake-api';
import { makeProduct } from '#src/test/products';
import { renderWithProviders } from '#src/test/render';
import { TrendingProducts } from './trending-products';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TrendingProducts', () => {
  it('lists the trending products in the order the server ranks them, linking to each', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/user/product/getTrendingProducts': [
          makeProduct({ id: 11, name: 'Tata Salt 1 kg' }),
          makeProduct({ id: 12, name: 'Maggi 2-Minute Noodles', category: 'Snacks' }),
        ],
      }),
    );
    renderWithProviders(<TrendingProducts />);

    const list = await screen.findByRole('list', { name: 'Trending products' });
    expect(screen.getByRole('heading', { name: 'Trending now' })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Tata Salt 1 kg',
      'Maggi 2-Minute Noodles',
    ]);
    const maggi = within(list).getByRole('link', { name: /Maggi/ });
    expect(maggi.getAttribute('href')).toBe('/product/Snacks/12');
  });

  it('stays empty and only logs when the products cannot be loaded', async () => {
    const failing = vi.fn(fakeApi({}));
    vi.stubGlobal('fetch', failing);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithProviders(<TrendingProducts />);

    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch trending products', expect.any(Error)));
    expect(String(failing.mock.calls[0]?.[0])).toContain('/api/user/product/getTrendingProducts');
    expect(container.querySelector('section')).toBeNull();
  });

  it('stays empty when nothing is trending', async () => {
    const fetch = vi.fn(fakeApi({ '/api/user/product/getTrendingProducts': [] }));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderWithProviders(<TrendingProducts />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});
