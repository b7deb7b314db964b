import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LISTING_DEFAULTS } from '#src/domain/listing/listing-params';
import { searchQueries } from '#src/domain/search/search.queries';
import { SearchPage } from '#src/features/search/components/search-page';
import { searchPageSchema } from '#src/features/search/search-params';

export const Route = createFileRoute('/search')({
  // Every field falls back to its default, so a bad link still opens the page.
  validateSearch: searchPageSchema,
  search: { middlewares: [stripSearchParams({ ...LISTING_DEFAULTS, keyword: '' })] },
  loaderDeps: ({ search: { keyword, category } }) => ({ keyword, category }),
  // Not awaited: the page shows its skeletons at once (cached results offline) while the search runs.
  loader: ({ context: { queryClient }, deps: { keyword, category } }) => {
    if (keyword) void queryClient.prefetchQuery(searchQueries.results(keyword, category));
  },
  component: SearchPage,
});
