import { useQuery } from '@tanstack/react-query';
import { descriptionsOf, type ProductDetail } from '#contract/catalog';
import { CartIcon, HeartIcon } from '#src/components/ui/icons';
import { useAddToCart } from '#src/domain/cart/cart.mutations';
import { cartQueries } from '#src/domain/cart/cart.queries';
import { useRequireShopper, useShopper } from '#src/domain/session/use-shopper';
import { useAddToWishlist } from '#src/domain/wishlist/wishlist.mutations';
import { wishlistQueries } from '#src/domain/wishlist/wishlist.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * Add to Cart and Add to Wishlist (spec 001 §2, §6). A visitor is sent to sign in and brought back
 * here. A button reads 'Added to ...' and stays disabled once the product is in the shopper's cart or
 * wishlist: after this page added it, or already before (the header keeps both lists cached). A
 * change made offline is queued and shows at once, because the cart's own mutation adds it to the list.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const requireShopper = useRequireShopper();
  const user = useShopper();
  const userId = user?.id;
  const signedIn = userId !== undefined;
  const { data: inCart = false } = useQuery({
    ...cartQueries.items(userId ?? ''),
    enabled: signedIn,
    select: (lines) => lines.some((line) => line.id === product.id),
  });
  const { data: inWishlist = false } = useQuery({
    ...wishlistQueries.items(userId ?? ''),
    enabled: signedIn,
    select: (entries) => entries.some((entry) => entry.id === product.id),
  });
  const addToCart = useAddToCart();
  const addToWishlist = useAddToWishlist();

  const inStock = product.status === 'in stock';
  const addedToCart = inCart || addToCart.isSuccess;
  const addedToWishlist = inWishlist || addToWishlist.isSuccess;

  const item = {
    id: product.id,
    name: product.title,
    image: product.image,
    category: product.category,
    price: product.price,
    originalPrice: product.prevPrice,
    status: product.status,
  };

  async function handleAddToCart() {
    const shopper = await requireShopper();
    if (shopper)
      addToCart.mutate({
        userId: shopper.id,
        product: { ...item, description: product.description, translations: descriptionsOf(product.translations) },
        quantity: 1,
      });
  }

  async function handleAddToWishlist() {
    const shopper = await requireShopper();
    if (shopper) addToWishlist.mutate({ userId: shopper.id, product: item });
  }

  return (
    <div className="product-actions">
      <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>
        {inStock ? m.catalog_product_in_stock() : m.catalog_product_out_of_stock()}
      </p>
      <div className="product-actions__buttons">
        <button
          type="button"
          className="product-actions__button product-actions__button--cart"
          disabled={!inStock || addedToCart || addToCart.isPending}
          onClick={() => void handleAddToCart()}
        >
          <CartIcon size={20} />
          {addedToCart ? m.catalog_product_added_to_cart() : m.catalog_product_add_to_cart()}
        </button>
        <button
          type="button"
          className="product-actions__button product-actions__button--wishlist"
          disabled={addedToWishlist || addToWishlist.isPending}
          onClick={() => void handleAddToWishlist()}
        >
          <HeartIcon size={20} />
          {addedToWishlist ? m.catalog_product_added_to_wishlist() : m.catalog_product_add_to_wishlist()}
        </button>
      </div>
    </div>
  );
}
