import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { SUBCATEGORY_IDS } from '../../../contract/categories';
import { catalogQueries } from '../../features/catalog/api/catalog.queries';
import { CategoryPage } from '../../features/catalog/components/category-page';
import { LISTING_DEFAULTS, listingSearchSchema } from '../../features/listing/listing-params';
import { NotFoundPage } from '../../features/shell/components/not-found-page';

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
