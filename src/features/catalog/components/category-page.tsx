import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { ListingView } from '#src/domain/listing/components/listing-view';
import type { ListingParams } from '#src/domain/listing/listing-params';

const route = getRouteApi('/category/$categoryId');

/** Spec 000 §2: one subcategory, filtered, sorted and paged on the phone from the whole cached list. */
export function CategoryPage() {
  const { categoryId } = route.useParams();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  // Spec 000 §8: load errors are swallowed; the page shows the empty state.
  const { data: products = [], isPending, dataUpdatedAt } = useQuery(catalogQueries.byCategory(categoryId));

  return (
    <div className="page category-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">{categoryId}</li>
        </ol>
      </nav>
      <ListingView
        title={categoryId}
        products={products}
        loading={isPending}
        updatedAt={dataUpdatedAt}
        params={params}
        onParamsChange={(patch: Partial<ListingParams>) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        resultsLabel={`${categoryId} products`}
        scope={categoryId}
        renderEmpty={(clearFilters) => (
          <div className="listing-empty">
            <p>No products found matching your filters.</p>
            <button type="button" className="listing-button" onClick={clearFilters}>
              Clear Filters
            </button>
          </div>
        )}
      />
    </div>
  );
}
