import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { WishlistItem } from '#contract/wishlist';
import { Price } from '#src/components/ui/price';
import { useMoveToCart, useRemoveFromWishlist } from '#src/domain/wishlist/wishlist.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import {
  type Flash,
  failedMessage,
  movedMessage,
  queuedForCartMessage,
  removedFromWishlistMessage,
} from './move-to-cart-message';

// The page shows the outcome itself (spec 001 §8), so the query client's error toast stays quiet.
const PAGE_SHOWS_ERRORS = { errorToast: false } as const;

interface WishlistCardProps {
  userId: string;
  item: WishlistItem;
  onMessage: (message: Flash) => void;
}

/**
 * One saved product. Moving it to the cart takes it off the wishlist in the same change (offline
 * too: the card leaves at once, and the cart shows the line as waiting for the signal).
 */
export function WishlistCard({ userId, item, onMessage }: WishlistCardProps) {
  const nameId = useId();
  const moveToCart = useMoveToCart({ meta: PAGE_SHOWS_ERRORS });
  const removeFromWishlist = useRemoveFromWishlist();
  const inStock = item.status === 'in stock';

  async function move() {
    try {
      const delivery = await moveToCart.mutateAsync({
        userId,
        product: {
          id: item.id,
          name: item.name,
          image: item.image,
          category: item.category,
          price: item.price,
          originalPrice: item.originalPrice,
          status: item.status,
        },
      });
      onMessage(
        delivery.status === 'queued' ? { kind: 'info', text: queuedForCartMessage() } : movedMessage(delivery.data),
      );
    } catch (error) {
      onMessage(failedMessage(error));
    }
  }

  function remove() {
    removeFromWishlist.mutate({ userId, productId: item.id });
    onMessage({ kind: 'info', text: removedFromWishlistMessage() });
  }

  return (
    <article className="wishlist-card" aria-labelledby={nameId}>
      <img
        className="wishlist-card__image"
        src={item.image}
        alt={item.name}
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <h2 className="wishlist-card__name" id={nameId}>
        <Link to="/product/$category/$id" params={{ category: item.category || 'search', id: String(item.id) }}>
          {item.name}
        </Link>
      </h2>
      <Price className="wishlist-card__price" price={item.price} mrp={item.originalPrice} />
      {!inStock && <p className="stock stock--out">{m.wishlist_out_of_stock()}</p>}
      <div className="wishlist-card__actions">
        <button
          type="button"
          className="button-primary wishlist-card__move"
          disabled={!inStock || moveToCart.isPending}
          onClick={() => void move()}
        >
          {m.wishlist_move_to_cart()}
          <span className="visually-hidden">: {item.name}</span>
        </button>
        <button type="button" className="wishlist-card__remove" onClick={remove}>
          {m.wishlist_remove()}
          <span className="visually-hidden">: {item.name}</span>
        </button>
      </div>
    </article>
  );
}
