import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#contract/catalog';
import { listingSearchSchema } from '#src/domain/listing/listing-params';
import { fakeApi } from '#src/test/fake-api';
import { makeProduct } from '#src/test/products';
import { currentSearch, renderRoute } from '#src/test/render';
import { CategoryPage } from './category-page';

const snacks: ProductCard[] = Array.from({ length: 26 }, (_, index) =>
  makeProduct({
    id: index + 1,
    name: `Snack ${index + 1}`,
    category: 'Snacks',
    brand: index < 20 ? 'Haldiram' : 'Lays',
    currentPrice: 10 + index,
    rating: index < 5 ? 4.2 : 3.1,
    popularity: 100 - index,
    status: index === 0 ? 'out of stock' : 'in stock',
  }),
);

function renderCategory(url: string, products: ProductCard[] | null = snacks) {
  const fetch = vi.fn(fakeApi(products === null ? {} : { '/api/user/product/getProductsByCategory': products }));
  vi.stubGlobal('fetch', fetch);
  const view = renderRoute(
    { path: 'category/$categoryId', validateSearch: listingSearchSchema, component: CategoryPage },
    url,
  );
  return { fetch, ...view };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Snacks products' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CategoryPage', () => {
  it('shows 6 skeleton cards while the category loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoute(
      { path: 'category/$categoryId', validateSearch: listingSearchSchema, component: CategoryPage },
      '/category/Snacks',
    );
    await screen.findByRole('heading', { name: 'Snacks', level: 1 });
    expect(document.querySelectorAll('[data-testid="product-skeleton"]')).toHaveLength(6);
    expect(screen.queryByText(/products found/)).toBeNull();
  });

  it('loads the whole category once and shows the breadcrumb, the count and the first 12 by popularity', async () => {
    const { fetch } = renderCategory('/category/Snacks');
    expect(await screen.findByText('26 products found')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/user/product/getProductsByCategory');
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'Snacks' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(breadcrumb).getByText('Snacks')).toBeTruthy();
    expect(cardNames()).toEqual(snacks.slice(0, 12).map((p) => p.name));
  });

  it('on a phone draws no filter panel in the hidden sidebar; the drawer draws it, brands sorted, when opened', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    renderCategory('/category/Snacks');
    await screen.findByText('26 products found');
    const sidebar = screen.getByRole('region', { name: 'Filters' });
    expect(within(sidebar).queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const brands = within(drawer).getAllByRole('checkbox', { name: /^(Haldiram|Lays)$/ });
    expect(brands.map((box) => box.getAttribute('name') ?? (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(
      ['Haldiram', 'Lays'],
    );
  });

  it('filters on the phone from the cached list, with no new request', async () => {
    const { fetch, router } = renderCategory('/category/Snacks?page=3');
    await screen.findByText('26 products found');
    const sidebar = screen.getByRole('region', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: '4 stars & up' }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'In stock only' }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.getByText('4 products found')).toBeTruthy());
    expect(currentSearch(router)).toMatchObject({ ratings: [4], availability: true, page: 1 });
    expect(cardNames()).toEqual(['Snack 2', 'Snack 3', 'Snack 4', 'Snack 5']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sorts by price and pages with ellipsis-free numbers for three pages', async () => {
    const { router } = renderCategory('/category/Snacks');
    await screen.findByText('26 products found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-high' } });
    await waitFor(() => expect(cardNames()[0]).toBe('Snack 26'));
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Previous',
      'Page 1',
      'Page 2',
      'Page 3',
      'Next',
    ]);
    fireEvent.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentSearch(router)).toMatchObject({ sort: 'price-high', page: 2 }));
    expect(cardNames()[0]).toBe('Snack 14');
  });

  it('switches to the list view and keeps it in the URL', async () => {
    const { router } = renderCategory('/category/Snacks');
    await screen.findByText('26 products found');
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(currentSearch(router)).toMatchObject({ view: 'list' }));
    expect(screen.getByRole('list', { name: 'Snacks products' }).className).toContain('product-grid--list');
  });

  it('shows the empty state when nothing matches, and Clear Filters brings the products back', async () => {
    const { router } = renderCategory('/category/Snacks?brands=%5B%22Bikaji%22%5D');
    expect(await screen.findByText('No products found matching your filters.')).toBeTruthy();
    expect(screen.getByText('0 products found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByText('26 products found')).toBeTruthy());
    expect(currentSearch(router)).toMatchObject({ brands: [] });
  });

  it('Clear All in the sidebar resets the filters', async () => {
    const { router } = renderCategory('/category/Snacks?discount=true&minPrice=20&maxPrice=30');
    await screen.findByText('11 products found');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByText('26 products found')).toBeTruthy());
    expect(currentSearch(router)).toMatchObject({ discount: false, minPrice: 0, maxPrice: 5000, page: 1 });
    expect(
      (screen.getByLabelText('Minimum price', { selector: '.listing__sidebar input' }) as HTMLInputElement).value,
    ).toBe('0');
  });

  it('swallows a load error and shows the empty state', async () => {
    renderCategory('/category/Snacks', null);
    expect(await screen.findByText('No products found matching your filters.')).toBeTruthy();
  });
});
