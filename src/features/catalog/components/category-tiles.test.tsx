import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBCATEGORIES } from '#contract/categories';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { CategoryTiles } from './category-tiles';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CategoryTiles', () => {
  it('shows the twelve subcategories with the server counts, 0 where the server has none', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/user/product/getCategoryCount': { Groceries: 520, 'Hair Care': 215 } }));
    renderWithProviders(<CategoryTiles />);

    const tiles = await screen.findAllByRole('link');
    expect(tiles.map((tile) => tile.querySelector('.category-tile__name')?.textContent)).toEqual(
      SUBCATEGORIES.map((s) => s.name),
    );
    const groceries = screen.getByRole('link', { name: /Groceries/ });
    await within(groceries).findByText('520 items');
    expect(within(screen.getByRole('link', { name: /Hair Care/ })).getByText('215 items')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Baby Care/ })).getByText('0 items')).toBeTruthy();
  });

  it('links each tile to its category page by the subcategory name as spelt', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<CategoryTiles />);
    const dals = await screen.findByRole('link', { name: /Dals & Flours/ });
    expect(decodeURIComponent(dals.getAttribute('href') ?? '')).toBe('/category/Dals & Flours');
    // Counts failed to load (spec 000 §8): logged, and every tile still shows, with 0.
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch item counts', expect.any(Error)));
    expect(within(dals).getByText('0 items')).toBeTruthy();
    log.mockRestore();
  });

  it("shows each category's picture, lazily and with its size set so nothing shifts", async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<CategoryTiles />);
    const tiles = await screen.findAllByRole('link');
    const images = tiles.map((tile) => tile.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('src'))).toEqual(
      SUBCATEGORIES.map((s) => `/images/categories/${s.slug}.webp`),
    );
    expect(images[3]?.getAttribute('src')).toBe('/images/categories/spices-and-dry-fruits.webp');
    for (const img of images) {
      expect(img?.getAttribute('loading')).toBe('lazy');
      expect(img?.getAttribute('width')).toBeTruthy();
      expect(img?.getAttribute('height')).toBeTruthy();
      // The tile names the category in words; the picture adds nothing for a screen reader.
      expect(img?.getAttribute('alt')).toBe('');
    }
  });
});
