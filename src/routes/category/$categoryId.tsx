import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { SUBCATEGORY_IDS } from '#contract/categories';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { LISTING_DEFAULTS, listingSearchSchema } from '#src/domain/listing/listing-params';
import { CategoryPage } from '#src/features/catalog/components/category-page';
import { NotFoundPage } from '#src/features/shell/components/not-found-page';

export const Route = createFileRoute('/category/$categoryId')({
  validateSearch: listingSearchSchema,
  search: { middlewares: [stripSearchParams(LISTING_DEFAULTS)] },
  loader: ({ context: { queryClient }, params: { categoryId } }) => {
    // Only the twelve subcategories exist (ids as spelt); anything else is the not-found page, with no request.
    if (!SUBCATEGORY_IDS.includes(categoryId)) throw notFound();
    // Not awaited: the page shows its skeletons (or the cached list) at once instead of holding the last page.
    void queryClient.prefetchQuery(catalogQueries.byCategory(categoryId));
  },
  component: CategoryPage,
  notFoundComponent: NotFoundPage,
});
