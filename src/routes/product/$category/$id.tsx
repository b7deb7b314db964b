import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { reviewQueries } from '#src/domain/reviews/reviews.queries';
import { parseProductId } from '#src/features/catalog/components/product-id';
import { ProductPage } from '#src/features/catalog/components/product-page';
import { ProductReviews } from '#src/features/reviews/components/product-reviews';

export const Route = createFileRoute('/product/$category/$id')({
  loader: ({ context: { queryClient }, params, preload }) => {
    const productId = parseProductId(params.id);
    if (productId === null) return;
    // Not awaited: the page shows 'Loading product...' (or the cached product, offline) at once.
    void queryClient.ensureQueryData(catalogQueries.product(productId)).catch(() => undefined);
    // Reviews come from the database, not the in-memory catalog: fetched alongside the product on a
    // real visit, but not for every card a finger or pointer merely rests on (preload).
    if (!preload) void queryClient.prefetchQuery(reviewQueries.product(productId));
  },
  component: () => <ProductPage reviews={(productId) => <ProductReviews productId={productId} />} />,
});
