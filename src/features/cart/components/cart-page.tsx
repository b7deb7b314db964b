import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import type { CartItem } from '#contract/cart';
import { orderSummary } from '#contract/order';
import { CheckoutProgress } from '#src/components/ui/checkout-progress';
import { DocumentTitle } from '#src/components/ui/document-title';
import { OrderSummary } from '#src/components/ui/order-summary';
import { formatAsOf, PricesAsOf } from '#src/components/ui/prices-as-of';
import { Skeleton } from '#src/components/ui/skeleton';
import { useSetCartQuantity } from '#src/domain/cart/cart.mutations';
import { cartQueries } from '#src/domain/cart/cart.queries';
import { useQueuedCartLines } from '#src/domain/cart/use-queued-cart-lines';
import { checkoutCartItemsAtom } from '#src/domain/checkout/checkout.atoms';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useIsOnline } from '#src/lib/online';
import { canCheckOut, selectedLines, useUncheckedLines } from '../state/cart-selection.atoms';
import { useBusyWindow } from '../state/use-busy-window';
import { CartLine } from './cart-line';
import '../cart.css';

// Decision 113. Lazy, or the shopper's start-up code would name its chunk; React's lazy, as lazyComponent would
// add an export to that code.
const ClosedNotice = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.ClosedNotice })),
);

/** Spec 001 §9: after a quantity change the cart is busy this long. */
export const CART_BUSY_MS = 700;
export const nothingSelectedMessage = () => m.cart_nothing_selected();

const route = getRouteApi('/_authenticated/cart');

/** /cart (spec 001 §2): the shopper's cart, what goes on to checkout, and its order summary. */
export function CartPage() {
  const { user } = route.useRouteContext();
  const cart = useQuery(cartQueries.items(user.id));
  const online = useIsOnline();

  return (
    <div className="page cart-page">
      <DocumentTitle title={m.cart_title()} />
      <CheckoutProgress current="Cart" />
      <h1>{m.cart_title()}</h1>
      {cart.data === undefined ? (
        cart.isError && !cart.isFetching ? (
          <div className="empty-state" role="alert">
            <p>{m.cart_load_failed({ error: cart.error.message })}</p>
            <button type="button" className="button-primary" onClick={() => void cart.refetch()}>
              {m.cart_try_again()}
            </button>
          </div>
        ) : (
          <CartSkeleton />
        )
      ) : cart.data.length === 0 ? (
        <div className="empty-state">
          <h2>{m.cart_empty_title()}</h2>
          <p>{m.cart_empty_text()}</p>
          <Link to="/" className="button-primary">
            {m.cart_start_shopping()}
          </Link>
        </div>
      ) : (
        <>
          <PricesAsOf updatedAt={cart.dataUpdatedAt} />
          {cart.isError && online && (
            // What the phone last saw stays usable; the shopper is told it may be out of date.
            <p className="cart-stale" role="status">
              {m.cart_stale({ time: formatAsOf(cart.dataUpdatedAt) })}{' '}
              <button type="button" className="cart-stale__retry" onClick={() => void cart.refetch()}>
                {m.cart_try_again()}
              </button>
            </p>
          )}
          <CartContents userId={user.id} lines={cart.data} />
        </>
      )}
    </div>
  );
}

function CartContents({ userId, lines }: { userId: string; lines: readonly CartItem[] }) {
  const [unchecked, setChecked] = useUncheckedLines(userId);
  const [busy, startBusy] = useBusyWindow(CART_BUSY_MS);
  const setQuantity = useSetCartQuantity();
  const queued = useQueuedCartLines(userId);
  const setCheckoutItems = useSetAtom(checkoutCartItemsAtom);
  const navigate = useNavigate();
  const selected = selectedLines(lines, unchecked);
  const checkable = lines.filter(canCheckOut).length;

  function changeQuantity(productId: number, quantity: number) {
    setQuantity.mutate({ userId, productId, quantity });
    // A removed line forgets its tick, so adding it again later brings it back selected.
    if (quantity === 0) setChecked(productId, true);
    startBusy();
  }

  function proceed() {
    setCheckoutItems(selected);
    void navigate({ to: '/address' });
  }

  return (
    <div className="cart-layout">
      <section className="cart-lines" aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="visually-hidden">
          {m.cart_lines_heading()}
        </h2>
        <p className="cart-lines__count">{m.cart_selected_count({ selected: selected.length, count: checkable })}</p>
        <ul className="cart-lines__list" aria-labelledby="cart-lines-heading" aria-busy={busy}>
          {lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              checked={!unchecked.has(line.id)}
              onCheckedChange={(checked) => setChecked(line.id, checked)}
              busy={busy}
              queued={queued.has(line.id)}
              onQuantityChange={(quantity) => changeQuantity(line.id, quantity)}
            />
          ))}
        </ul>
      </section>
      <OrderSummary figures={orderSummary(selected)}>
        <Suspense fallback={null}>
          <ClosedNotice />
        </Suspense>
        <button
          type="button"
          className="button-primary cart-proceed"
          disabled={selected.length === 0}
          aria-describedby={selected.length === 0 ? 'cart-nothing-selected' : undefined}
          onClick={proceed}
        >
          {m.cart_proceed()}
        </button>
        {selected.length === 0 && (
          <p id="cart-nothing-selected" className="cart-proceed__hint">
            {nothingSelectedMessage()}
          </p>
        )}
      </OrderSummary>
    </div>
  );
}

function CartSkeleton() {
  return (
    <div role="status" className="cart-skeleton">
      <p>{m.cart_loading()}</p>
      <ul aria-hidden="true">
        {[0, 1, 2].map((placeholder) => (
          <li key={placeholder} className="cart-skeleton__line">
            <Skeleton className="cart-skeleton__image" />
            <span className="cart-skeleton__text">
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
