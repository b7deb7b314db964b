import { createFileRoute } from '@tanstack/react-router';
import { cartQueries } from '#src/domain/cart/cart.queries';
import { CartPage } from '#src/features/cart/components/cart-page';

export const Route = createFileRoute('/_authenticated/cart')({
  // Starts the fetch without holding the page: a cached cart shows at once, offline too, and the
  // page has its own loading and error states for the rest.
  loader: ({ context: { queryClient, user } }) => {
    void queryClient.ensureQueryData(cartQueries.items(user.id)).catch(() => undefined);
  },
  component: CartPage,
});
