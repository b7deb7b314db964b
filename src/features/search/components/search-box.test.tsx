import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeApi } from '#src/test/fake-api';
import { renderWithProviders } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { SearchBox } from './search-box';

const SUGGESTIONS = [
  { text: 'aashirvaad atta', category: 'Dals & Flours' },
  { text: 'atta noodles', category: 'Snacks' },
  { text: 'attar', category: 'Beauty & Cosmetics' },
];

function callsTo(fetch: ReturnType<typeof vi.fn>, path: string): URL[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/user/product/${path}`);
}

async function setup(routes: Record<string, unknown> = {}) {
  const fetch = vi.fn(
    fakeApi({
      '/api/auth/getSession': null,
      '/api/user/product/getSearchSuggestions': SUGGESTIONS,
      '/api/user/product/recentSearches': [],
      ...routes,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const view = renderWithProviders(<SearchBox />);
  const input = (await screen.findByRole('combobox', { name: 'Search products' })) as HTMLInputElement;
  return { fetch, input, ...view };
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Types, waits out the debounce, and waits for the options to show. */
async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 });
  return within(listbox).getAllByRole('option');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SearchBox in Hindi', () => {
  it('names the categories and the suggestions’ hints in Hindi, still searching by the category’s id', async () => {
    act(() => chooseLocale('hi'));
    vi.stubGlobal(
      'fetch',
      fakeApi({ '/api/auth/getSession': null, '/api/user/product/getSearchSuggestions': SUGGESTIONS }),
    );
    renderWithProviders(<SearchBox />);
    const input = await screen.findByRole('combobox', { name: 'सामान खोजें' });
    expect(input.getAttribute('placeholder')).toBe('आटा, दाल, साबुन खोजें…');
    const select = screen.getByRole('combobox', { name: 'श्रेणी' }) as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('सभी श्रेणियाँ');
    fireEvent.change(select, { target: { value: 'Cooking Oils' } });
    expect(select.selectedOptions[0]?.textContent).toBe('खाने का तेल');
    const options = await typeAndWait(input, 'atta');
    expect(options[0]?.textContent).toBe('aashirvaad attaदालें और आटा में');
  });
});

describe('SearchBox suggestions', () => {
  it('asks for suggestions 300 ms after typing stops, for more than 2 characters, showing Loading meanwhile', async () => {
    const { fetch, input } = await setup();
    vi.useFakeTimers();

    fireEvent.change(input, { target: { value: 'at' } });
    await advance(200);
    fireEvent.change(input, { target: { value: 'att' } });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await advance(299);
    expect(callsTo(fetch, 'getSearchSuggestions')).toHaveLength(0);
    await advance(1);
    const calls = callsTo(fetch, 'getSearchSuggestions');
    expect(calls.map((url) => url.searchParams.get('keyword'))).toEqual(['att']);
    // "at" never settled, so recent searches were not asked for either.
    expect(callsTo(fetch, 'recentSearches')).toHaveLength(0);

    // Lets the answer arrive and render before the real clock takes over.
    await advance(100);
    vi.useRealTimers();
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'aashirvaad attain Dals & Flours',
      'atta noodlesin Snacks',
      'attarin Beauty & Cosmetics',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('shows recent searches under "Recent Search" for 2 characters or fewer', async () => {
    const { fetch, input } = await setup({
      '/api/auth/getSession': SHOPPER,
      '/api/user/product/recentSearches': ['basmati rice', 'toor dal'],
    });
    const options = await typeAndWait(input, 'ba');
    expect(options.map((option) => option.textContent)).toEqual(['basmati rice', 'toor dal']);
    expect(screen.getByText('Recent Search')).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Recent Search' })).toBeTruthy();
    expect(callsTo(fetch, 'getSearchSuggestions')).toHaveLength(0);
    expect(callsTo(fetch, 'recentSearches')).toHaveLength(1);
  });

  it('only logs a failure to fetch suggestions and shows nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, input } = await setup({ '/api/user/product/getSearchSuggestions': undefined });
    // fakeApi answers 404 for a path it does not know.
    fetch.mockImplementation(fakeApi({ '/api/auth/getSession': null }));
    fireEvent.change(input, { target: { value: 'atta' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching suggestions', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the panel 200 ms after the field loses focus', async () => {
    const { input } = await setup();
    input.focus();
    await typeAndWait(input, 'atta');
    vi.useFakeTimers();
    fireEvent.blur(input);
    await advance(199);
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await advance(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the panel and empties the field on clear', async () => {
    const { input } = await setup();
    await typeAndWait(input, 'atta');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('SearchBox keyboard', () => {
  it('moves through the suggestions with the arrow keys and searches the active one with Enter', async () => {
    const { input, router } = await setup();
    const options = await typeAndWait(input, 'atta');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // Past the last one it goes round to the first.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ keyword: 'atta noodles' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the panel with Escape', async () => {
    const { input } = await setup();
    await typeAndWait(input, 'atta');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('atta');
  });
});

describe('SearchBox search', () => {
  it('searches the trimmed text, sending a category only when one is chosen', async () => {
    const { input, router } = await setup();
    const form = input.closest('form') as HTMLFormElement;

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(router.state.location.pathname).toBe('/');

    fireEvent.change(input, { target: { value: '  toor dal ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: 'toor dal' }));
    expect(router.state.location.pathname).toBe('/search');

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Dals & Flours' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: 'moong' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: 'moong', category: 'Dals & Flours' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'All Categories' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: 'chana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: 'chana' }));
  });

  it('searches a clicked suggestion in every category while "All Categories" is chosen, and closes the panel', async () => {
    const { input, router } = await setup();
    await typeAndWait(input, 'atta');
    // The suggestion's own category is only a hint: it does not narrow the search.
    fireEvent.click(screen.getByRole('option', { name: /aashirvaad atta.*in Dals & Flours/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ keyword: 'aashirvaad atta' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement).value).toBe(
      'aashirvaad atta',
    );
  });

  it('searches a clicked suggestion in the category chosen in the box', async () => {
    const { input, router } = await setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Snacks' } });
    await typeAndWait(input, 'atta');
    fireEvent.click(screen.getByRole('option', { name: /aashirvaad atta/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ keyword: 'aashirvaad atta', category: 'Snacks' }),
    );
  });
});
