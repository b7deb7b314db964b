import { forgetSession } from './features/auth/api/auth.queries';
import { registerCartMutations } from './features/cart/api/cart.mutations';
import { registerWishlistMutations } from './features/wishlist/api/wishlist.mutations';
import { createQueryClient } from './lib/query-client';

/**
 * The app's one query client: lib's client plus what the features register on it. Mutations that
 * may be queued offline must be registered before the persisted cache is restored, so a restored
 * change finds its function.
 */
export function createShopQueryClient() {
  const queryClient = createQueryClient({ onUnauthorized: forgetSession });
  registerCartMutations(queryClient);
  registerWishlistMutations(queryClient);
  return queryClient;
}
