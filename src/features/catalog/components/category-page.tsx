import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { subcategoryName } from '#src/domain/catalog/category-names';
import { ListingView } from '#src/domain/listing/components/listing-view';
import type { ListingParams } from '#src/domain/listing/listing-params';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const route = getRouteApi('/category/$categoryId');

/** Spec 000 §2: one subcategory, filtered, sorted and paged on the phone from the whole cached list. */
export function CategoryPage() {
  const { categoryId } = route.useParams();
  const params = route.useSearch();
  const navigate = route.useNavigate();
  // Spec 000 §8: load errors are swallowed; the page shows the empty state.
  const { data: products = [], isPending, dataUpdatedAt } = useQuery(catalogQueries.byCategory(categoryId));
  const name = subcategoryName(categoryId);

  return (
    <div className="page category-page">
      <nav aria-label={m.catalog_breadcrumb()} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{m.catalog_home()}</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <ListingView
        title={name}
        products={products}
        loading={isPending}
        updatedAt={dataUpdatedAt}
        params={params}
        onParamsChange={(patch: Partial<ListingParams>) =>
          void navigate({ search: (previous) => ({ ...previous, ...patch }) })
        }
        resultsLabel={m.catalog_page_results({ category: name })}
        scope={categoryId}
        renderEmpty={(clearFilters) => (
          <div className="listing-empty">
            <p>{m.catalog_page_empty()}</p>
            <button type="button" className="listing-button" onClick={clearFilters}>
              {m.catalog_page_clear_filters()}
            </button>
          </div>
        )}
      />
    </div>
  );
}
