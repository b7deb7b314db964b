import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DocumentTitle } from '#src/components/ui/document-title';
import { PricesAsOf } from '#src/components/ui/prices-as-of';
import { Skeleton } from '#src/components/ui/skeleton';
import { wishlistQueries } from '#src/domain/wishlist/wishlist.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useTransientMessage } from '#src/lib/use-transient-message';
import type { Flash } from './move-to-cart-message';
import { WishlistCard } from './wishlist-card';
import '../wishlist.css';

/** Spec 001 §4, §9: wishlist messages last 3 s. */
export const WISHLIST_MESSAGE_MS = 3000;

const route = getRouteApi('/_authenticated/wishlist');

/** /wishlist (spec 001 §2): saved products, each movable to the cart or removable. */
export function WishlistPage() {
  const { user } = route.useRouteContext();
  const wishlist = useQuery(wishlistQueries.items(user.id));
  const [message, showMessage] = useTransientMessage<Flash>(WISHLIST_MESSAGE_MS);
  const items = wishlist.data;

  return (
    <div className="page wishlist-page">
      <DocumentTitle title={m.wishlist_title()} />
      <div className="wishlist-page__header">
        <h1>
          {m.wishlist_title()}
          {items && items.length > 0 && (
            <span className="wishlist-page__count"> {m.wishlist_count({ count: items.length })}</span>
          )}
        </h1>
        <div className="wishlist-page__links">
          <Link to="/cart" className="button-primary">
            {m.wishlist_cart_link()}
          </Link>
          <Link to="/" className="wishlist-button-secondary">
            {m.wishlist_browse()}
          </Link>
        </div>
      </div>
      {/* Always in the page, so screen readers are listening before a message arrives. */}
      <p role="status" className={`wishlist-message${message ? ` wishlist-message--${message.kind}` : ''}`}>
        {message?.text}
      </p>
      {items === undefined ? (
        wishlist.isError && !wishlist.isFetching ? (
          <div className="empty-state" role="alert">
            <p>{m.wishlist_load_failed({ error: wishlist.error.message })}</p>
            <button type="button" className="button-primary" onClick={() => void wishlist.refetch()}>
              {m.wishlist_try_again()}
            </button>
          </div>
        ) : (
          <WishlistSkeleton />
        )
      ) : items.length === 0 ? (
        <div className="empty-state">
          <h2>{m.wishlist_empty_title()}</h2>
          <p>{m.wishlist_empty_text()}</p>
        </div>
      ) : (
        <>
          <PricesAsOf updatedAt={wishlist.dataUpdatedAt} />
          <ul className="wishlist-grid" aria-label={m.wishlist_saved_products()}>
            {items.map((item) => (
              <li key={item.id}>
                <WishlistCard userId={user.id} item={item} onMessage={showMessage} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function WishlistSkeleton() {
  return (
    <div role="status" className="wishlist-skeleton">
      <p>{m.wishlist_loading()}</p>
      <ul className="wishlist-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((placeholder) => (
          <li key={placeholder} className="wishlist-card">
            <Skeleton className="wishlist-skeleton__image" />
            <Skeleton width="80%" />
            <Skeleton width="50%" />
          </li>
        ))}
      </ul>
    </div>
  );
}
