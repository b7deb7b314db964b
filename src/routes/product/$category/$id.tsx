import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../../../features/catalog/api/catalog.queries';
import { ProductPage } from '../../../features/catalog/components/product-page';

export const Route = createFileRoute('/product/$category/$id')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(catalogQueries.product(Number(params.id))).catch(() => undefined),
  component: ProductPage,
});
