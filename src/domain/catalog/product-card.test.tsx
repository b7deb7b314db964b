import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '#src/lib/i18n/locale';
import { fakeApi } from '#src/test/fake-api';
import { makeProduct } from '#src/test/products';
import { renderWithProviders } from '#src/test/render';
import { SHOPPER } from '#src/test/shopper';
import { ProductCard, ProductGrid } from './product-card';

const atta = makeProduct({
  id: 7,
  name: 'Aashirvaad Atta 5 kg',
  category: 'Dals & Flours',
  currentPrice: 289,
  originalPrice: 330,
  discount: 12,
  rating: 4.5,
  reviewCount: 1200,
  description: 'Whole wheat atta.',
});
const ghee = makeProduct({
  id: 8,
  name: 'Amul Ghee 1 L',
  currentPrice: 650,
  originalPrice: 650,
  discount: 0,
  status: 'out of stock',
  rating: 3.2,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductCard', () => {
  it('speaks Hindi when the shopper chose it, the product keeping its own name', async () => {
    act(() => chooseLocale('hi'));
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<ProductGrid products={[atta, { ...ghee, reviewCount: 0 }]} label="सामान" />);
    expect(await screen.findByRole('heading', { name: 'Aashirvaad Atta 5 kg' })).toBeTruthy();
    expect(screen.getByText('उपलब्ध')).toBeTruthy();
    expect(screen.getByText('ख़त्म हो गया')).toBeTruthy();
    expect(screen.getByText('अभी कोई राय नहीं')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'थैले में डालें' })).toHaveLength(2);
  });

  it('shows name, brand, price, MRP for screen readers, discount and rating, linking to the product', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<ProductCard product={atta} />);
    const link = await screen.findByRole('link', { name: /Aashirvaad Atta 5 kg/ });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/product/Dals & Flours/7');
    expect(screen.getByRole('heading', { name: 'Aashirvaad Atta 5 kg' })).toBeTruthy();
    expect(screen.getByText('₹289')).toBeTruthy();
    expect(screen.getByText('₹330').tagName).toBe('S');
    expect(screen.getByText('₹289').closest('p')?.textContent).toContain('MRP ₹330');
    expect(screen.getByText('12% off')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Aashirvaad Atta 5 kg' });
    expect([image.getAttribute('loading'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'lazy',
      '160',
      '160',
    ]);
  });

  it('draws a half star for a fraction of 0.5 or more, and none below', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    const { container } = renderWithProviders(<ProductGrid products={[atta, ghee]} label="Products" />);
    const [attaCard, gheeCard] = await screen.findAllByRole('article');
    expect(
      within(attaCard as HTMLElement).getByRole('img', { name: 'Rated 4.5 out of 5, 1,200 reviews' }),
    ).toBeTruthy();
    const filled = (card: HTMLElement | undefined) =>
      card?.querySelector<HTMLElement>('.rating-stars__stars')?.style.getPropertyValue('--filled');
    // Four whole stars (15 px each with the gap) and half of the fifth; three whole and nothing of the fourth.
    expect(filled(attaCard)).toBe('67px');
    expect(filled(gheeCard)).toBe('45px');
    expect(container.querySelector('ul[aria-label="Products"]')).toBeTruthy();
  });

  it('says "No reviews yet" rather than a rating of 0 for a product nobody reviewed', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<ProductGrid products={[{ ...atta, rating: 0, reviewCount: 0 }]} label="Products" />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card as HTMLElement).getByText('No reviews yet')).toBeTruthy();
    expect(within(card as HTMLElement).queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('enables Add to Cart in stock and disables it out of stock', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<ProductGrid products={[atta, ghee]} label="Products" />);
    const [attaCard, gheeCard] = await screen.findAllByRole('article');
    expect(within(attaCard as HTMLElement).getByText('In Stock')).toBeTruthy();
    expect(within(attaCard as HTMLElement).getByRole('button', { name: 'Add to Cart' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(gheeCard as HTMLElement).getByText('Out of Stock')).toBeTruthy();
    expect(within(gheeCard as HTMLElement).getByRole('button', { name: 'Add to Cart' })).toHaveProperty(
      'disabled',
      true,
    );
    // No discount: no struck-through MRP and no "% off".
    expect(within(gheeCard as HTMLElement).queryByText(/% off/)).toBeNull();
    expect(gheeCard?.querySelector('s')).toBeNull();
  });

  it('adds one to the cart for a signed-in shopper', async () => {
    const fetch = vi.fn(
      fakeApi({
        '/api/auth/getSession': SHOPPER,
        '/api/user/cart/add': {
          id: 7,
          name: atta.name,
          image: atta.image,
          description: atta.description,
          category: atta.category,
          price: 289,
          originalPrice: 330,
          quantity: 1,
          status: 'in stock',
          maxQuantity: 10,
          addedAt: '2025-04-01T10:00:00.000Z',
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { toasts } = renderWithProviders(<ProductCard product={atta} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/user/cart/add')).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === '/api/user/cart/add') ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ userId: SHOPPER.id, productId: 7, quantity: 1 });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts.list().map((t) => t.message)).toContain('Aashirvaad Atta 5 kg added to cart'));
  });

  it('sends a visitor to sign in, coming back to the same page', async () => {
    const fetch = vi.fn(fakeApi({ '/api/auth/getSession': null }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderWithProviders(<ProductCard product={atta} />, { path: '/category/Groceries?page=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/category/Groceries?page=2' });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cart/'))).toBe(false);
  });

  it('shows the description in the list view', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderWithProviders(<ProductGrid products={[atta]} label="Products" view="list" />);
    expect(await screen.findByText('Whole wheat atta.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Products' }).className).toContain('product-grid--list');
  });

  it("asks at once and first for a listing's first four pictures, and leaves the rest to when they are scrolled near", async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    const products = Array.from({ length: 6 }, (_, index) => ({ ...atta, id: index + 1, name: `Atta ${index + 1}` }));
    const { unmount } = renderWithProviders(<ProductGrid products={products} label="Products" atTop />);
    const loading = async () =>
      (await screen.findAllByRole('img', { name: /^Atta/ })).map(
        (image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority') ?? 'auto'}`,
      );
    expect(await loading()).toEqual([...Array(4).fill('eager high'), 'lazy auto', 'lazy auto']);
    // A grid further down the page (the home page's featured products) waits for scrolling throughout.
    unmount();
    renderWithProviders(<ProductGrid products={products} label="Products" />);
    expect(await loading()).toEqual(Array(6).fill('lazy auto'));
  });
});
