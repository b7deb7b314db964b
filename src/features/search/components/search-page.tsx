import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { subcategoryName } from '#src/domain/catalog/category-names';
import { ListingView } from '#src/domain/listing/components/listing-view';
import type { ListingParams } from '#src/domain/listing/listing-params';
import { searchQueries } from '#src/domain/search/search.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useMinimumDelayPassed } from '../state/use-minimum-delay';

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
  const categoryName = category ? subcategoryName(category) : undefined;
  let title: string;
  if (keyword) {
    title = categoryName
      ? m.search_results_for_in({ keyword, category: categoryName })
      : m.search_results_for({ keyword });
  } else {
    title = categoryName ? m.search_title_in({ category: categoryName }) : m.search_title();
  }

  return (
    <div className="page search-page">
      <nav aria-label={m.search_breadcrumb()} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{m.search_home()}</Link>
          </li>
          <li aria-current="page">{m.search_breadcrumb_results({ keyword })}</li>
        </ol>
      </nav>
      <ListingView
        title={title}
        products={results.data ?? []}
        loading={loading}
        updatedAt={results.dataUpdatedAt}
        params={params}
        onParamsChange={(patch: Partial<ListingParams>) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        resultsLabel={m.search_results_label()}
        scope={`${keyword}\n${category ?? ''}`}
        renderEmpty={(clearFilters) => (
          <div className="listing-empty">
            <h2>{m.search_empty_title()}</h2>
            <p>{m.search_empty_tips()}</p>
            <ul>
              <li>{m.search_empty_tip_spelling()}</li>
              <li>{m.search_empty_tip_keywords()}</li>
              <li>{m.search_empty_tip_categories()}</li>
            </ul>
            <div className="listing-empty__actions">
              <button type="button" className="listing-button listing-button--secondary" onClick={clearFilters}>
                {m.search_clear_filters()}
              </button>
              <Link to="/" className="listing-button">
                {m.search_browse_categories()}
              </Link>
            </div>
          </div>
        )}
      />
    </div>
  );
}
