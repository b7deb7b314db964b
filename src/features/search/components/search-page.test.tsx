import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '#contract/catalog';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeApi } from '#src/test/fake-api';
import { makeProduct } from '#src/test/products';
import { currentSearch, renderRoute } from '#src/test/render';
import { searchPageSchema } from '../search-params';
import { SearchPage } from './search-page';

const results: ProductCard[] = Array.from({ length: 15 }, (_, index) =>
  makeProduct({
    id: index + 1,
    name: `Atta pack ${index + 1}`,
    brand: index % 2 === 0 ? 'Aashirvaad' : 'Pillsbury',
    currentPrice: 100 + index * 10,
    popularity: 1000 - index,
    category: index === 0 ? 'Dals & Flours' : 'Groceries',
  }),
);

/** answer null: the search fails (404). */
function renderSearch(url: string, answer: ProductCard[] | null = results) {
  const fetch = vi.fn(fakeApi(answer === null ? {} : { '/api/user/product/searchProducts': answer }));
  vi.stubGlobal('fetch', fetch);
  const view = renderRoute({ path: 'search', validateSearch: searchPageSchema, component: SearchPage }, url);
  return { fetch, ...view };
}

const skeletons = () => document.querySelectorAll('[data-testid="product-skeleton"]');
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SearchPage', () => {
  it('speaks Hindi when the shopper chose it: title, breadcrumb and the empty results', async () => {
    act(() => chooseLocale('hi'));
    renderSearch('/search?keyword=atta&category=Snacks', []);
    expect(await screen.findByText('कोई सामान नहीं मिला')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('नमकीन और स्नैक्स में "atta" के नतीजे');
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(breadcrumb.textContent).toBe('होमatta के नतीजे');
    expect(screen.getByText('ये तरीके आज़माएँ:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'श्रेणियाँ देखें' }).getAttribute('href')).toBe('/');
  });

  it('shows 6 skeleton cards for at least 800 ms after a search, then the results', async () => {
    vi.useFakeTimers();
    const { fetch } = renderSearch('/search?keyword=atta');
    await act(() => vi.advanceTimersByTimeAsync(700));
    // The answer is in by now, but the loading state holds.
    expect(fetch).toHaveBeenCalled();
    expect(skeletons()).toHaveLength(6);
    expect(screen.getByRole('status').textContent).toContain('Loading products');
    expect(screen.queryByText(/products found/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(skeletons()).toHaveLength(0);
    expect(screen.getByText('15 products found')).toBeTruthy();
  });

  it('sends the keyword and the category, and shows the breadcrumb, the count and 12 cards a page', async () => {
    const { fetch } = renderSearch('/search?keyword=atta&category=Groceries');
    expect(await screen.findByText('15 products found')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/user/product/searchProducts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'atta', category: 'Groceries' });

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByText('Search Results for atta')).toBeTruthy();
    expect(cardNames()).toHaveLength(12);
    const first = screen.getByRole('link', { name: /Atta pack 1$/ });
    expect(decodeURIComponent(first.getAttribute('href') ?? '')).toBe('/product/Dals & Flours/1');
  });

  it('pages through the results and keeps the page in the URL', async () => {
    const { router } = renderSearch('/search?keyword=atta');
    await screen.findByText('15 products found');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentSearch(router).page).toBe(2));
    expect(cardNames()).toEqual(['Atta pack 13', 'Atta pack 14', 'Atta pack 15']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('counts every match, past 100, and pages through all of them', async () => {
    const many = Array.from({ length: 130 }, (_, index) =>
      makeProduct({ id: index + 1, name: `Tel ${index + 1}`, popularity: 1000 - index }),
    );
    renderSearch('/search?keyword=tel&page=11', many);
    expect(await screen.findByText('130 products found')).toBeTruthy();
    // 12 a page: the eleventh holds the last ten.
    expect(cardNames()).toEqual(Array.from({ length: 10 }, (_, index) => `Tel ${121 + index}`));
    expect(screen.getByRole('button', { name: 'Page 11' }).getAttribute('aria-current')).toBe('page');
  });

  it('sorts from the select and goes back to page 1', async () => {
    const { router } = renderSearch('/search?keyword=atta&page=2');
    await screen.findByText('15 products found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-high' } });
    await waitFor(() => expect(currentSearch(router)).toMatchObject({ sort: 'price-high', page: 1 }));
    expect(cardNames()[0]).toBe('Atta pack 15');
  });

  it('starts a new loading state for a new search, with the filters back to their defaults', async () => {
    const { router } = renderSearch('/search?keyword=atta&brands=%5B%22Pillsbury%22%5D&sort=price-high');
    await screen.findByText('7 products found');
    // What the header's search box does: only the keyword (and a category when chosen).
    await act(() => router.navigate({ to: '/search', search: { keyword: 'dal' } }));
    expect(skeletons()).toHaveLength(6);
    await screen.findByText('15 products found');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('popularity');
    const sidebar = screen.getByRole('region', { name: 'Filters' });
    expect((within(sidebar).getByRole('checkbox', { name: 'Pillsbury' }) as HTMLInputElement).checked).toBe(false);
  });

  it('follows back and forward', async () => {
    const { router } = renderSearch('/search?keyword=atta');
    await screen.findByText('15 products found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-high' } });
    await waitFor(() => expect(cardNames()[0]).toBe('Atta pack 15'));
    await act(async () => router.history.back());
    await waitFor(() => expect(cardNames()[0]).toBe('Atta pack 1'));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('popularity');
    await act(async () => router.history.forward());
    await waitFor(() => expect(cardNames()[0]).toBe('Atta pack 15'));
  });

  it('applies filters from the panel, counting only what passes, back on page 1', async () => {
    const { router } = renderSearch('/search?keyword=atta&page=2');
    await screen.findByText('15 products found');
    const sidebar = screen.getByRole('region', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Pillsbury' }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(currentSearch(router)).toMatchObject({ brands: ['Pillsbury'], page: 1 }));
    expect(screen.getByText('7 products found')).toBeTruthy();
  });

  it('reads filters, sort and view from a shared link', async () => {
    renderSearch('/search?keyword=atta&maxPrice=150&sort=price-low&view=list');
    await screen.findByText('6 products found');
    expect(cardNames()).toEqual([
      'Atta pack 1',
      'Atta pack 2',
      'Atta pack 3',
      'Atta pack 4',
      'Atta pack 5',
      'Atta pack 6',
    ]);
    expect(screen.getByRole('list', { name: 'Search results' }).className).toContain('product-grid--list');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the empty state with its tips and buttons when nothing matches', async () => {
    const { router } = renderSearch('/search?keyword=xyzzy&discount=true', []);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('Check the spelling of your search')).toBeTruthy();
    expect(screen.getByText('Use different or more general keywords')).toBeTruthy();
    expect(screen.getByText('Search all categories instead of one')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Categories' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentSearch(router)).toMatchObject({ discount: false, page: 1 }));
  });

  it('logs a failed search and shows the empty state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSearch('/search?keyword=atta', null);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Error searching products', expect.anything());
  });

  it('opens the filters in a drawer on a phone and closes it on Apply', async () => {
    const { router } = renderSearch('/search?keyword=atta');
    await screen.findByText('15 products found');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'In stock only' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(currentSearch(router)).toMatchObject({ availability: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });
});
