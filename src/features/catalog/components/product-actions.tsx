import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ProductDetail } from '../../../../contract/catalog';
import { CartIcon, HeartIcon } from '../../../components/ui/icons';
import { authQueries } from '../../auth/api/auth.queries';
import { useAddToCart } from '../../cart/api/cart.mutations';
import { cartQueries } from '../../cart/api/cart.queries';
import { useAddToWishlist } from '../../wishlist/api/wishlist.mutations';
import { wishlistQueries } from '../../wishlist/api/wishlist.queries';

/**
 * Add to Cart and Add to Wishlist (spec 001 §2, §6). A visitor is sent to sign in and brought back
 * here. A button reads 'Added to ...' and stays disabled once the product is in the shopper's cart or
 * wishlist: after this page added it, or already before (the header keeps both lists cached). A
 * change made offline is queued and shows at once, because the cart's own mutation adds it to the list.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data: user } = useQuery(authQueries.session());
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

  /** The signed-in shopper, read at the click (the cached session answers at once); null sends a visitor to /login. */
  async function shopperOrSignIn() {
    const shopper = await queryClient.ensureQueryData(authQueries.session()).catch(() => null);
    if (!shopper) await router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    return shopper;
  }

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
    const shopper = await shopperOrSignIn();
    if (shopper)
      addToCart.mutate({ userId: shopper.id, product: { ...item, description: product.description }, quantity: 1 });
  }

  async function handleAddToWishlist() {
    const shopper = await shopperOrSignIn();
    if (shopper) addToWishlist.mutate({ userId: shopper.id, product: item });
  }

  return (
    <div className="product-actions">
      <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>{inStock ? 'In Stock' : 'Out of Stock'}</p>
      <div className="product-actions__buttons">
        <button
          type="button"
          className="product-actions__button product-actions__button--cart"
          disabled={!inStock || addedToCart || addToCart.isPending}
          onClick={() => void handleAddToCart()}
        >
          <CartIcon size={20} />
          {addedToCart ? 'Added to Cart' : 'Add to Cart'}
        </button>
        <button
          type="button"
          className="product-actions__button product-actions__button--wishlist"
          disabled={addedToWishlist || addToWishlist.isPending}
          onClick={() => void handleAddToWishlist()}
        >
          <HeartIcon size={20} />
          {addedToWishlist ? 'Added to Wishlist' : 'Add to Wishlist'}
        </button>
      </div>
    </div>
  );
}
