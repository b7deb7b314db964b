import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';

export const Route = createFileRoute('/_authenticated/wishlist')({
  component: WishlistPage,
});
