import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { wishlistKeys } from '#src/domain/wishlist/wishlist.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { reportServerReached } from '#src/lib/online';
import { type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { cartLineOf, testProductDetail, wishlistEntryOf } from '#src/test/products';
import { renderApp } from '#src/test/render';
import { scrolledTo } from '#src/test/scroll';
import { SHOPPER } from '#src/test/shopper';
import { RECENTLY_VIEWED_DELAY_MS } from '../state/product-recently-viewed';

const PRODUCT_PATH = '/product/Groceries/7';
const GET_PRODUCT = '/api/user/product/getProduct';
const ADD_TO_CART = '/api/user/cart/add';
const ADD_TO_WISHLIST = '/api/user/wishlist/add';
const RECORD_VIEW = '/api/user/product/addProductToRecentlyViewed';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApi(handlers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer | Promise<FakeAnswer>)> = {}) {
  const api = scriptedApi({
    [GET_PRODUCT]: { data: testProductDetail() },
    '/api/user/reviews/getProductReviews': { data: [] },
    '/api/user/reviews/getMyReview': { data: null },
    '/api/user/cart/getCartItems': { data: [] },
    '/api/user/wishlist/getWishlistItems': { data: [] },
    [RECORD_VIEW]: { data: null },
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const productHeading = () => screen.findByRole('heading', { level: 1, name: 'Tata Sampann Toor Dal 1 kg' });

describe('ProductPage', () => {
  it('speaks Hindi when the shopper chose it, the product keeping its own name', async () => {
    act(() => chooseLocale('hi'));
    stubApi();
    renderApp(PRODUCT_PATH, { session: null });
    await productHeading();
    const breadcrumb = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(breadcrumb.textContent).toBe('होमकिरानाTata Sampann Toor Dal 1 kg');
    expect(within(breadcrumb).getByRole('link', { name: 'किराना' }).getAttribute('href')).toBe('/category/Groceries');
    const tiles = screen.getByRole('list', { name: 'डिलीवरी और भुगतान' });
    expect(within(tiles).getAllByRole('listitem')[0]?.textContent).toBe('तेज़ डिलीवरी15 मिनट');
    expect(await scrolledTo(() => screen.getByRole('region', { name: 'ख़ास बातें' }))).toBeTruthy();
    expect(screen.getByText('उपलब्ध')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'थैले में डालें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पसंदीदा में जोड़ें' })).toBeTruthy();
  });

  it("draws the catalog's own words in Hindi where the catalog has them, the phone wording a value it has none for", async () => {
    const inHindi = testProductDetail({
      translations: {
        hi: {
          description: 'बिना पॉलिश की अरहर दाल, प्रोटीन से भरपूर।',
          features: ['बिना पॉलिश', 'प्रोटीन से भरपूर'],
          specifications: { Weight: '1 किलो' },
        },
      },
    });
    act(() => chooseLocale('hi'));
    stubApi({ [GET_PRODUCT]: { data: inHindi } });
    renderApp(PRODUCT_PATH, { session: null });
    await productHeading();
    expect(await scrolledTo(() => screen.getByText('बिना पॉलिश की अरहर दाल, प्रोटीन से भरपूर।'))).toBeTruthy();
    const features = screen.getByRole('region', { name: 'ख़ास बातें' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['बिना पॉलिश', 'प्रोटीन से भरपूर']);
    const specifications = screen.getByRole('region', { name: 'पूरी जानकारी' });
    expect(within(specifications).getByText('Weight').nextElementSibling?.textContent).toBe('1 किलो');
    // A value the catalog has no Hindi for is worded by the phone where it can be.
    expect(within(specifications).getByText('Shelf life').nextElementSibling?.textContent).toBe('6 महीने');
  });

  it("says 'Loading product...' until the product arrives, then shows it with breadcrumb, price, tiles and details", async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    stubApi({ [GET_PRODUCT]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    renderApp(PRODUCT_PATH, { session: null });

    expect(await screen.findByText('Loading product...')).toBeTruthy();
    answer({ data: testProductDetail() });
    await productHeading();
    expect(screen.queryByText('Loading product...')).toBeNull();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Groceries' }).getAttribute('href')).toBe(
      '/category/Groceries',
    );
    expect(breadcrumb.textContent).toBe('HomeGroceriesTata Sampann Toor Dal 1 kg');

    // 1 - 160 / 180 = 11.1 %: the real saving, not the spec's fixed 25 %.
    expect(screen.getByText('₹160').closest('p')?.textContent).toBe('Price ₹160 MRP ₹180 11% off');
    expect(screen.getByText('₹180').tagName).toBe('S');
    expect(screen.queryByText('25% off')).toBeNull();

    const tiles = screen.getByRole('list', { name: 'Delivery and payment' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(['Fast delivery15 mins', 'Easy returns10 min', 'Pay on deliveryCash on delivery']);
    expect(await scrolledTo(() => screen.getByText('Unpolished toor dal, rich in protein.'))).toBeTruthy();
    const features = screen.getByRole('region', { name: 'Key Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unpolished', 'Rich in protein']);
    const specifications = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specifications).getByText('Shelf life').nextElementSibling?.textContent).toBe('6 months');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 12 reviews' })).toBeTruthy();
  });

  it('draws the details and the reviews once the shopper scrolls, a link to the reviews finding their place before', async () => {
    stubApi();
    renderApp(PRODUCT_PATH, { session: null });
    await productHeading();
    expect(screen.queryByRole('region', { name: 'Specifications' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer Reviews' })).toBeNull();
    expect(document.getElementById('reviews')).toBeTruthy();
    expect(await scrolledTo(() => screen.getByRole('region', { name: 'Specifications' }))).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Customer Reviews' })).toBe(document.getElementById('reviews'));
  });

  it('says "No reviews yet" for a product nobody reviewed, with no stars', async () => {
    stubApi({ [GET_PRODUCT]: { data: testProductDetail({ rating: 0, reviewCount: 0, reviews: 0 }) } });
    renderApp(PRODUCT_PATH, { session: null });
    await productHeading();
    expect(screen.getByRole('link', { name: 'No reviews yet' }).getAttribute('href')).toBe('#reviews');
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('shows no discount when the previous price is not above the price', async () => {
    stubApi({ [GET_PRODUCT]: { data: testProductDetail({ price: 180, prevPrice: 180 }) } });
    renderApp(PRODUCT_PATH, { session: null });
    await productHeading();
    expect(screen.getByText('₹180').closest('p')?.textContent).toBe('Price ₹180');
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('shows every picture in the gallery, each with its own alt text, and thumbnails to pick one', async () => {
    stubApi();
    renderApp(PRODUCT_PATH, { session: null });
    const gallery = await screen.findByRole('region', { name: 'Product images' });
    // The thumbnails pick a picture at once; Swiper arrives when the shopper reaches for the gallery,
    // then holds all three.
    expect(within(gallery).queryByRole('img', { name: 'Tata Sampann Toor Dal 1 kg, image 3 of 3' })).toBeNull();
    fireEvent.pointerEnter(gallery);
    await waitFor(() =>
      expect(within(gallery).getByRole('img', { name: 'Tata Sampann Toor Dal 1 kg, image 3 of 3' })).toBeTruthy(),
    );
    const second = within(gallery).getByRole('button', { name: 'Show image 2 of 3' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(within(gallery).getByRole('button', { name: 'Show image 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('picks a picture from the thumbnails before Swiper has been fetched', async () => {
    stubApi();
    renderApp(PRODUCT_PATH, { session: null });
    const gallery = await screen.findByRole('region', { name: 'Product images' });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show image 2 of 3' }));
    expect(within(gallery).getByRole('img', { name: 'Tata Sampann Toor Dal 1 kg, image 2 of 3' })).toBeTruthy();
    expect(gallery.querySelector('.swiper')).toBeNull();
  });

  it("says 'Product Not Found' when the product cannot be fetched", async () => {
    stubApi({ [GET_PRODUCT]: { status: 404, message: 'Product not found' } });
    renderApp('/product/Groceries/999999', { session: null });
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByText("We couldn't find the product you're looking for.")).toBeTruthy();
  });

  it('says a product never saved on the phone is not on it yet, not that it does not exist, and shows it when the signal returns', async () => {
    let signal = false;
    stubApi({
      [GET_PRODUCT]: () => {
        if (!signal) throw new TypeError('Failed to fetch');
        return { data: testProductDetail() };
      },
    });
    renderApp('/product/Groceries/1', { session: null });
    expect(await screen.findByRole('heading', { name: 'Not on this phone yet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Product Not Found' })).toBeNull();
    signal = true;
    act(() => reportServerReached());
    expect(await screen.findByRole('heading', { level: 1, name: testProductDetail().title })).toBeTruthy();
  });

  it("says 'Product Not Found' for an id that is not a number, without asking the server", async () => {
    const api = stubApi();
    renderApp('/product/Groceries/abc', { session: null });
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(api.callsTo(GET_PRODUCT)).toHaveLength(0);
  });
});

describe('Add to Cart and Add to Wishlist', () => {
  it('send a visitor to /login, coming back to this product afterwards, without calling the API', async () => {
    const api = stubApi();
    const { router } = renderApp(PRODUCT_PATH, { session: null });
    await productHeading();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: PRODUCT_PATH });

    await act(() => router.navigate({ href: PRODUCT_PATH }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: PRODUCT_PATH });
    expect(api.callsTo(ADD_TO_CART)).toHaveLength(0);
    expect(api.callsTo(ADD_TO_WISHLIST)).toHaveLength(0);
  });

  it("add one for a signed-in shopper, then read 'Added to ...' and stay disabled", async () => {
    const product = testProductDetail();
    const api = stubApi({
      [ADD_TO_CART]: { data: cartLineOf(product) },
      [ADD_TO_WISHLIST]: { data: wishlistEntryOf(product) },
    });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    await productHeading();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const addedToCart = await screen.findByRole('button', { name: 'Added to Cart' });
    expect(addedToCart).toHaveProperty('disabled', true);
    expect(api.callsTo(ADD_TO_CART).map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: 7, quantity: 1 },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    const addedToWishlist = await screen.findByRole('button', { name: 'Added to Wishlist' });
    expect(addedToWishlist).toHaveProperty('disabled', true);
    expect(api.callsTo(ADD_TO_WISHLIST).map((call) => call.body)).toEqual([{ userId: SHOPPER.id, productId: 7 }]);
  });

  it('offer Add to Cart again when the server refuses', async () => {
    const api = stubApi({ [ADD_TO_CART]: { status: 409, message: 'Only 0 left in stock.' } });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    await productHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.callsTo(ADD_TO_CART)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false));
    expect(screen.queryByRole('button', { name: 'Added to Cart' })).toBeNull();
  });

  it("read 'Added to ...' from the start when the product is already in the shopper's cart and wishlist", async () => {
    const product = testProductDetail();
    stubApi({
      '/api/user/cart/getCartItems': { data: [cartLineOf(product)] },
      '/api/user/wishlist/getWishlistItems': { data: [wishlistEntryOf(product)] },
    });
    const { queryClient } = renderApp(PRODUCT_PATH, { session: SHOPPER });
    queryClient.setQueryData(cartKeys.items(SHOPPER.id), [cartLineOf(product)]);
    queryClient.setQueryData(wishlistKeys.items(SHOPPER.id), [wishlistEntryOf(product)]);
    await productHeading();
    expect(screen.getByRole('button', { name: 'Added to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Added to Wishlist' })).toHaveProperty('disabled', true);
  });

  it('keep Add to Cart disabled and say Out of Stock when the product is out of stock', async () => {
    const api = stubApi({ [GET_PRODUCT]: { data: testProductDetail({ status: 'out of stock' }) } });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    await productHeading();
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    const addToCart = screen.getByRole('button', { name: 'Add to Cart' });
    expect(addToCart).toHaveProperty('disabled', true);
    fireEvent.click(addToCart);
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toHaveProperty('disabled', false);
    expect(api.callsTo(ADD_TO_CART)).toHaveLength(0);
  });
});

describe('Recently viewed', () => {
  it('is recorded 3 s after a signed-in shopper opens the product, not before, and refreshes their list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi();
    const { queryClient } = renderApp(PRODUCT_PATH, { session: SHOPPER });
    queryClient.setQueryData(catalogKeys.recentlyViewed(SHOPPER.id), []);
    await productHeading();

    await act(() => vi.advanceTimersByTimeAsync(RECENTLY_VIEWED_DELAY_MS - 1000));
    expect(api.callsTo(RECORD_VIEW)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.callsTo(RECORD_VIEW)).toHaveLength(1));
    expect(api.callsTo(RECORD_VIEW)[0]?.body).toEqual({ productId: 7, userId: SHOPPER.id });
    await waitFor(() =>
      expect(queryClient.getQueryState(catalogKeys.recentlyViewed(SHOPPER.id))?.isInvalidated).toBe(true),
    );
  });

  it('is not recorded when the shopper leaves within 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi();
    const { router } = renderApp(PRODUCT_PATH, { session: SHOPPER });
    await productHeading();
    await act(() => vi.advanceTimersByTimeAsync(RECENTLY_VIEWED_DELAY_MS - 1000));
    await act(() => router.navigate({ to: '/about-us' }));
    await act(() => vi.advanceTimersByTimeAsync(RECENTLY_VIEWED_DELAY_MS * 2));
    expect(api.callsTo(RECORD_VIEW)).toHaveLength(0);
  });

  it('is never recorded for a visitor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi();
    renderApp(PRODUCT_PATH, { session: null });
    await productHeading();
    await act(() => vi.advanceTimersByTimeAsync(RECENTLY_VIEWED_DELAY_MS * 2));
    expect(api.callsTo(RECORD_VIEW)).toHaveLength(0);
  });
});
