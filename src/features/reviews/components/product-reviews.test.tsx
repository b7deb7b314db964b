import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_REVIEW_MESSAGE, type Review } from '#contract/reviews';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { chooseLocale } from '#src/lib/i18n/locale';
import { draftKey } from '#src/lib/tab-storage';
import { type ApiCall, type FakeAnswer, scriptedApi } from '#src/test/fake-api';
import { testProductDetail } from '#src/test/products';
import { renderApp } from '#src/test/render';
import { scrolledTo } from '#src/test/scroll';
import { SHOPPER } from '#src/test/shopper';
import { REVIEW_MESSAGE_MS } from './product-reviews';

const PRODUCT_PATH = '/product/Groceries/7';
const GET_REVIEWS = '/api/user/reviews/getProductReviews';
const MY_REVIEW = '/api/user/reviews/getMyReview';
const ADD_REVIEW = '/api/user/reviews/addReviews';
const GET_PRODUCT = '/api/user/product/getProduct';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function review(index: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `review-${index}`,
    name: `Shopper ${index}`,
    rating: 4,
    comment: `Comment ${index}`,
    createdAt: `2025-03-${String(10 + index).padStart(2, '0')}T10:00:00.000Z`,
    verifiedPurchase: false,
    ...overrides,
  };
}

type Handler = FakeAnswer | ((body: unknown, call: ApiCall) => FakeAnswer | Promise<FakeAnswer>);

function stubApi(handlers: Record<string, Handler> = {}) {
  const api = scriptedApi({
    [GET_PRODUCT]: { data: testProductDetail() },
    [GET_REVIEWS]: { data: [] },
    [MY_REVIEW]: { data: null },
    '/api/user/cart/getCartItems': { data: [] },
    '/api/user/wishlist/getWishlistItems': { data: [] },
    '/api/user/product/addProductToRecentlyViewed': { data: null },
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** The reviews are below a phone's first screen: drawn once the shopper scrolls. */
const reviewsSection = (name = 'Customer Reviews') => scrolledTo(() => screen.getByRole('region', { name }));
/** The marks ("Your review", "Verified purchase") of each listed review, in order. */
const marksOf = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: /Reviews|राय/ }))
    .getAllByRole('listitem')
    .map((item) => Array.from(item.querySelectorAll('.review__mark'), (mark) => mark.textContent));
const reviewComments = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Reviews' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.review__comment')?.textContent);

describe('ProductReviews', () => {
  it('speaks Hindi when the shopper chose हिन्दी, dates included', async () => {
    act(() => chooseLocale('hi'));
    stubApi({ [GET_REVIEWS]: { data: Array.from({ length: 6 }, (_, index) => review(index + 1)) } });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection('ग्राहकों की राय');

    await within(section).findByRole('list', { name: 'राय' });
    expect(within(section).getByText('12 मार्च 2025')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'और दिखाएँ' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'अपनी राय लिखें' })).toBeTruthy();
    expect(within(section).getByRole('radio', { name: '4 स्टार' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'राय भेजें' })).toBeTruthy();
  });

  it('shows the first 5 reviews, all of them after Show More, and 5 again after Show Less', async () => {
    stubApi({ [GET_REVIEWS]: { data: Array.from({ length: 7 }, (_, index) => review(index + 1)) } });
    renderApp(PRODUCT_PATH, { session: null });
    const section = await reviewsSection();
    await waitFor(() => expect(reviewComments(section)).toHaveLength(5));
    expect(reviewComments(section)).toEqual(['Comment 1', 'Comment 2', 'Comment 3', 'Comment 4', 'Comment 5']);

    const more = within(section).getByRole('button', { name: 'Show More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(reviewComments(section)).toHaveLength(7);
    fireEvent.click(within(section).getByRole('button', { name: 'Show Less' }));
    expect(reviewComments(section)).toHaveLength(5);
  });

  it('has no Show More with 5 reviews or fewer', async () => {
    stubApi({ [GET_REVIEWS]: { data: Array.from({ length: 5 }, (_, index) => review(index + 1)) } });
    renderApp(PRODUCT_PATH, { session: null });
    const section = await reviewsSection();
    await waitFor(() => expect(reviewComments(section)).toHaveLength(5));
    expect(within(section).queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('offers a 1-5 star rating as a radio group starting at 5', async () => {
    stubApi();
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    const rating = await within(section).findByRole('group', { name: 'Your rating' });
    const stars = within(rating).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rating).getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true);
    expect(within(rating).getByRole('radio', { name: '1 star' })).toHaveProperty('checked', false);
  });

  it("refuses an empty review with 'Add Review to continue' without calling, and the message clears after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi();
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    fireEvent.change(await within(section).findByLabelText('Your review'), { target: { value: '   ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit Review' }));

    expect(await within(section).findByText('Add Review to continue')).toBeTruthy();
    expect(within(section).getByLabelText('Your review').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(ADD_REVIEW)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(REVIEW_MESSAGE_MS - 500));
    expect(within(section).queryByText('Add Review to continue')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(within(section).queryByText('Add Review to continue')).toBeNull();
  });

  it('sends the review, says so, puts the notice in place of the form and refreshes the reviews and the product', async () => {
    const mine = review(9, { name: SHOPPER.name, rating: 3, comment: 'Cooks quickly.' });
    let stored: Review[] = [review(1)];
    const api = stubApi({
      [GET_REVIEWS]: () => ({ data: stored }),
      [ADD_REVIEW]: () => {
        stored = [mine, ...stored];
        return { data: mine };
      },
    });
    const { queryClient } = renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    await waitFor(() => expect(reviewComments(section)).toEqual(['Comment 1']));
    const productFetches = api.callsTo(GET_PRODUCT).length;

    fireEvent.click(within(section).getByRole('radio', { name: '3 stars' }));
    fireEvent.change(within(section).getByLabelText('Your review'), { target: { value: '  Cooks quickly. ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit Review' }));

    expect(await within(section).findByText('Review submitted successfully!')).toBeTruthy();
    expect(api.callsTo(ADD_REVIEW).map((call) => call.body)).toEqual([
      { userId: SHOPPER.id, productId: 7, rating: 3, comment: 'Cooks quickly.' },
    ]);
    expect(within(section).getByText(DUPLICATE_REVIEW_MESSAGE)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Submit Review' })).toBeNull();
    expect(reviewComments(section)).toEqual(['Cooks quickly.', 'Comment 1']);
    expect(marksOf(section)).toEqual([['Your review'], []]);
    // The product's rating follows the review: its query is refetched.
    await waitFor(() => expect(api.callsTo(GET_PRODUCT).length).toBeGreaterThan(productFetches));
    expect(queryClient.getQueryState(catalogKeys.product(7))?.status).toBe('success');
  });

  it('shows the notice instead of the form when the shopper already reviewed the product', async () => {
    stubApi({ [GET_REVIEWS]: { data: [review(1), review(2)] }, [MY_REVIEW]: { data: review(2) } });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    expect(await within(section).findByText(DUPLICATE_REVIEW_MESSAGE)).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).queryByLabelText('Your review')).toBeNull();
  });

  it('shows the form to another shopper, and the notice after the server answers 409, with their review fetched', async () => {
    // The server already holds this shopper's review (a first press whose answer was lost, say): a refetch shows it.
    let theirs = false;
    const kept = review(2, { comment: 'Kept' });
    const api = stubApi({
      [GET_REVIEWS]: () => ({ data: theirs ? [kept, review(1)] : [review(1)] }),
      [MY_REVIEW]: () => ({ data: theirs ? kept : null }),
      [ADD_REVIEW]: () => {
        theirs = true;
        return { status: 409, message: DUPLICATE_REVIEW_MESSAGE };
      },
    });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    fireEvent.change(await within(section).findByLabelText('Your review'), { target: { value: 'Good dal' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit Review' }));

    const notice = await within(section).findByText(DUPLICATE_REVIEW_MESSAGE);
    expect(within(section).queryByLabelText('Your review')).toBeNull();
    expect(api.callsTo(ADD_REVIEW)).toHaveLength(1);
    expect(document.activeElement).toBe(notice);
    expect(await within(section).findByText('Kept')).toBeTruthy();
  });

  it('sends a visitor who submits a review to /login, coming back to the product with the review as typed', async () => {
    const api = stubApi();
    const { router } = renderApp(PRODUCT_PATH, { session: null });
    const section = await reviewsSection();
    fireEvent.click(within(section).getByRole('radio', { name: '2 stars' }));
    fireEvent.change(await within(section).findByLabelText('Your review'), { target: { value: 'Nice' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: PRODUCT_PATH });
    expect(api.callsTo(ADD_REVIEW)).toHaveLength(0);

    // Back on the product (signed in, or the sign-in left for later): nothing typed is lost.
    await act(() => router.navigate({ href: PRODUCT_PATH }));
    const back = await reviewsSection();
    expect(((await within(back).findByLabelText('Your review')) as HTMLTextAreaElement).value).toBe('Nice');
    expect((within(back).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
  });
  it('keeps a shopper’s half-typed review from the next person on the phone after their session ended, not from them', async () => {
    stubApi();
    // Left by SHOPPER, whose session then ended without a Log Out (expired, or signed out from another device).
    sessionStorage.setItem(draftKey('review:7'), JSON.stringify({ rating: 2, comment: 'Too salty', by: SHOPPER.id }));
    const typed = async () =>
      ((await within(await reviewsSection()).findByLabelText('Your review')) as HTMLTextAreaElement).value;

    const visitor = renderApp(PRODUCT_PATH, { session: null });
    expect(await typed(), 'a visitor').toBe('');
    visitor.unmount();
    const another = renderApp(PRODUCT_PATH, { session: { ...SHOPPER, id: '2c7a4e6f-9b63-4d9f-8b48-1e2f3a4b5c6d' } });
    expect(await typed(), 'another shopper').toBe('');
    another.unmount();
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    expect(await typed(), 'the shopper who typed it').toBe('Too salty');
  });

  it('gives a review typed by a visitor to whoever signs in to send it', async () => {
    stubApi();
    sessionStorage.setItem(draftKey('review:7'), JSON.stringify({ rating: 2, comment: 'Nice', by: null }));
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    expect(((await within(section).findByLabelText('Your review')) as HTMLTextAreaElement).value).toBe('Nice');
    expect((within(section).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('marks a verified purchase, in English and in Hindi', async () => {
    stubApi({ [GET_REVIEWS]: { data: [review(1, { verifiedPurchase: true }), review(2)] } });
    const english = renderApp(PRODUCT_PATH, { session: null });
    let section = await reviewsSection();
    await waitFor(() => expect(marksOf(section)).toEqual([['Verified purchase'], []]));
    english.unmount();

    act(() => chooseLocale('hi'));
    renderApp(PRODUCT_PATH, { session: null });
    section = await reviewsSection('ग्राहकों की राय');
    await waitFor(() => expect(marksOf(section)).toEqual([['यहीं से ख़रीदा'], []]));
  });

  it("marks the shopper's own review as theirs, asked apart from the shared list; nobody else sees the mark", async () => {
    const mine = review(2, { verifiedPurchase: true });
    const api = stubApi({
      [GET_REVIEWS]: { data: [review(1), mine, review(3)] },
      [MY_REVIEW]: (_, call) => ({ data: call.query.userId === SHOPPER.id ? mine : null }),
    });
    const author = renderApp(PRODUCT_PATH, { session: SHOPPER });
    let section = await reviewsSection();
    await waitFor(() => expect(marksOf(section)).toEqual([[], ['Your review', 'Verified purchase'], []]));
    expect(api.callsTo(MY_REVIEW).map((call) => call.query)).toEqual([{ productId: '7', userId: SHOPPER.id }]);
    author.unmount();

    const another = renderApp(PRODUCT_PATH, { session: { ...SHOPPER, id: '2c7a4e6f-9b63-4d9f-8b48-1e2f3a4b5c6d' } });
    section = await reviewsSection();
    await waitFor(() => expect(api.callsTo(MY_REVIEW)).toHaveLength(2));
    await within(section).findByLabelText('Your review');
    expect(marksOf(section)).toEqual([[], ['Verified purchase'], []]);
    another.unmount();

    const asked = api.callsTo(MY_REVIEW).length;
    renderApp(PRODUCT_PATH, { session: null });
    section = await reviewsSection();
    await within(section).findByLabelText('Your review');
    expect(marksOf(section)).toEqual([[], ['Verified purchase'], []]);
    // A visitor has no review of their own to ask for.
    expect(api.callsTo(MY_REVIEW)).toHaveLength(asked);
  });

  it("shows the shopper's own review first when the list, an older copy, does not have it yet", async () => {
    const mine = review(9, { comment: 'Just written' });
    stubApi({ [GET_REVIEWS]: { data: [review(1)] }, [MY_REVIEW]: { data: mine } });
    renderApp(PRODUCT_PATH, { session: SHOPPER });
    const section = await reviewsSection();
    await waitFor(() => expect(reviewComments(section)).toEqual(['Just written', 'Comment 1']));
    expect(marksOf(section)).toEqual([['Your review'], []]);
    expect(within(section).getByText(DUPLICATE_REVIEW_MESSAGE)).toBeTruthy();
  });
});
