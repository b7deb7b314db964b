import { createFileRoute } from '@tanstack/react-router';
import { wishlistQueries } from '#src/domain/wishlist/wishlist.queries';
import { WishlistPage } from '#src/features/wishlist/components/wishlist-page';

export const Route = createFileRoute('/_authenticated/wishlist')({
  // Starts the fetch without holding the page: a cached wishlist shows at once, offline too.
  loader: ({ context: { queryClient, user } }) => {
    void queryClient.ensureQueryData(wishlistQueries.items(user.id)).catch(() => undefined);
  },
  component: WishlistPage,
});
