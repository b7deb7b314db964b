import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../../features/catalog/api/catalog.queries';
import { CategoryPage } from '../../features/catalog/components/category-page';

export const Route = createFileRoute('/category/$categoryId')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(catalogQueries.byCategory(params.categoryId)).catch(() => undefined),
  component: CategoryPage,
});
