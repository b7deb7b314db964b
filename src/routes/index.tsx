import { createFileRoute } from '@tanstack/react-router';
import { catalogQueries } from '../features/catalog/api/catalog.queries';
import { HomePage } from '../features/home/components/home-page';

export const Route = createFileRoute('/')({
  // Fill the cache before the page shows; cached data answers at once, and a failed section stays empty.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(catalogQueries.categoryCounts()),
      queryClient.ensureQueryData(catalogQueries.featured()),
      queryClient.ensureQueryData(catalogQueries.trending()),
    ]),
  component: HomePage,
});
