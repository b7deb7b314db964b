import { Link } from '@tanstack/react-router';
import { type CSSProperties, useId } from 'react';
import type { ProductCard as Product } from '#contract/catalog';
import { Price } from '#src/components/ui/price';
import { RatingStars } from '#src/components/ui/rating-stars';
import { useAddToCart } from '#src/domain/cart/cart.mutations';
import { useRequireShopper } from '#src/domain/session/use-shopper';
import { useToasts } from '#src/lib/toast';
import { descriptionOf } from './catalog-words';
import { FIRST_SCREEN_CARDS } from './first-screen';
import './product-card.css';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export type ProductView = 'grid' | 'list';

/**
 * `firstScreen`: the picture is asked for at once and first, not when layout finds it near the view:
 * a listing's first pictures are its page's largest paint.
 */
export function ProductCard({
  product,
  view = 'grid',
  firstScreen = false,
}: {
  product: Product;
  view?: ProductView;
  firstScreen?: boolean;
}) {
  const nameId = useId();
  const inStock = product.status === 'in stock';
  return (
    <article className={`product-card product-card--${view}`}>
      <Link
        to="/product/$category/$id"
        params={{ category: product.category || 'search', id: String(product.id) }}
        className="product-card__link"
      >
        <img
          className="product-card__image"
          src={product.image}
          alt={product.name}
          width={160}
          height={160}
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
          decoding="async"
        />
        <span className="product-card__brand">{product.brand}</span>
        <h3 className="product-card__name" id={nameId}>
          {product.name}
        </h3>
      </Link>
      <div className="product-card__details">
        {/* A product nobody reviewed has no rating: zero stars would read as a bad one. */}
        {product.reviewCount > 0 ? (
          <RatingStars rating={product.rating} reviewCount={product.reviewCount} />
        ) : (
          <span className="product-card__no-reviews">{m.catalog_card_no_reviews()}</span>
        )}
        <Price className="product-card__price" price={product.currentPrice} mrp={product.originalPrice} />
        {view === 'list' && <p className="product-card__description">{descriptionOf(product)}</p>}
        <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>
          {inStock ? m.catalog_card_in_stock() : m.catalog_card_out_of_stock()}
        </p>
        <AddToCartButton product={product} inStock={inStock} describedBy={nameId} />
      </div>
    </article>
  );
}

/**
 * Adds one of the product for a signed-in shopper; a visitor is sent to sign in and brought back here.
 * The session is read at the click, so a grid of cards does not hold a session observer each.
 */
function AddToCartButton({
  product,
  inStock,
  describedBy,
}: {
  product: Product;
  inStock: boolean;
  describedBy: string;
}) {
  const requireShopper = useRequireShopper();
  // The app's one Add to Cart (the cart's outbox change): shown at once, kept on the phone, sent once.
  // A refusal (out of stock) is toasted by the query client's MutationCache.
  const addToCart = useAddToCart();
  const toasts = useToasts();

  async function handleClick() {
    const user = await requireShopper();
    if (!user) return;
    addToCart.mutate(
      {
        userId: user.id,
        product: {
          id: product.id,
          name: product.name,
          image: product.image,
          category: product.category,
          price: product.currentPrice,
          originalPrice: product.originalPrice,
          description: product.description,
          translations: product.translations,
          status: product.status,
        },
        quantity: 1,
      },
      { onSuccess: () => toasts.success(m.catalog_card_added_toast({ name: product.name })) },
    );
  }

  return (
    <button
      type="button"
      className="product-card__add"
      disabled={!inStock || addToCart.isPending}
      aria-describedby={describedBy}
      onClick={() => void handleClick()}
    >
      {m.catalog_card_add_to_cart()}
    </button>
  );
}

/** `atTop`: the grid opens the page (a listing), so its first cards are on the first screen. */
export function ProductGrid({
  products,
  label,
  view = 'grid',
  atTop = false,
}: {
  products: readonly Product[];
  label: string;
  view?: ProductView;
  atTop?: boolean;
}) {
  return (
    <ul className={view === 'list' ? 'product-grid product-grid--list' : 'product-grid'} aria-label={label}>
      {products.map((product, index) => (
        // The stagger of spec 000 §9 (0.05 s a card) is a CSS delay driven by the position.
        <li key={product.id} style={{ '--card-index': index } as CSSProperties}>
          <ProductCard product={product} view={view} firstScreen={atTop && index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}
