import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { catalogQueries } from '../api/catalog.queries';
import { ProductGrid } from './product-card';

const route = getRouteApi('/category/$categoryId');

/** The products of one subcategory (filters, sort and pages come with the listing screen). */
export function CategoryPage() {
  const { categoryId } = route.useParams();
  const { data: products, isPending, isError } = useQuery(catalogQueries.byCategory(categoryId));
  return (
    <div className="page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Home</Link> / <span>{categoryId}</span>
      </nav>
      <h1>{categoryId}</h1>
      {isPending ? (
        <p role="status">Loading products…</p>
      ) : isError || products.length === 0 ? (
        <p>No products found matching your filters.</p>
      ) : (
        <>
          <p>{products.length} products found</p>
          <ProductGrid products={products} label={`${categoryId} products`} />
        </>
      )}
    </div>
  );
}
