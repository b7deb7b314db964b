import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ListingView } from '#src/domain/listing/components/listing-view';
import type { ListingParams } from '#src/domain/listing/listing-params';
import { searchQueries } from '../api/search.queries';
import { useMinimumDelayPassed } from '../use-minimum-delay';

const route = getRouteApi('/search');

/** Spec 000 §4, §9: after each search the skeletons stay for at least 0.8 s. */
export const SEARCH_LOADING_MS = 800;

export function SearchPage() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  const { keyword, category } = params;
  const results = useQuery({ ...searchQueries.results(keyword, category), enabled: keyword !== '' });
  const delayPassed = useMinimumDelayPassed(`${keyword}\n${category ?? ''}`, SEARCH_LOADING_MS);

  useEffect(() => {
    // Spec 000 §8: a failed search is logged and the page shows the empty results.
    if (results.error) console.error('Error searching products', results.error);
  }, [results.error]);

  const loading = keyword !== '' && (results.isPending || !delayPassed);
  const title = keyword ? `Search Results for "${keyword}"` : 'Search';

  return (
    <div className="page search-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Search Results for {keyword}</li>
        </ol>
      </nav>
      <ListingView
        title={category ? `${title} in ${category}` : title}
        products={results.data ?? []}
        loading={loading}
        updatedAt={results.dataUpdatedAt}
        params={params}
        onParamsChange={(patch: Partial<ListingParams>) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        resultsLabel="Search results"
        scope={`${keyword}\n${category ?? ''}`}
        renderEmpty={(clearFilters) => (
          <div className="listing-empty">
            <h2>No products found</h2>
            <p>Try these tips:</p>
            <ul>
              <li>Check the spelling of your search</li>
              <li>Use different or more general keywords</li>
              <li>Search all categories instead of one</li>
            </ul>
            <div className="listing-empty__actions">
              <button type="button" className="listing-button listing-button--secondary" onClick={clearFilters}>
                Clear Filters
              </button>
              <Link to="/" className="listing-button">
                Browse Categories
              </Link>
            </div>
          </div>
        )}
      />
    </div>
  );
}
