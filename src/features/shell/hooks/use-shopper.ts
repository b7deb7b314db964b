import { useQuery } from '@tanstack/react-query';
import { authQueries } from '../../auth/api/auth.queries';
import { cartQueries } from '../../cart/api/cart.queries';
import { wishlistQueries } from '../../wishlist/api/wishlist.queries';

/** The signed-in shopper (or null) as the session query knows them. */
export function useShopper() {
  const { data: user = null } = useQuery(authQueries.session());
  return user;
}

const countLines = (lines: readonly unknown[]) => lines.length;

/** How many lines the shopper's cart and wishlist hold; undefined when signed out or not known yet. */
export function useShopperCounts(userId: string | undefined) {
  const enabled = userId !== undefined;
  const { data: cart } = useQuery({ ...cartQueries.items(userId ?? ''), enabled, select: countLines });
  const { data: wishlist } = useQuery({ ...wishlistQueries.items(userId ?? ''), enabled, select: countLines });
  return { cart, wishlist };
}
