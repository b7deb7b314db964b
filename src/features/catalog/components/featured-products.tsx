import { useQuery } from '@tanstack/react-query';
import { catalogQueries } from '../api/catalog.queries';
import { ProductGrid } from './product-card';

/** Featured products; when they cannot be loaded the section stays empty (spec 000 §8). */
export function FeaturedProducts() {
  const { data: products = [] } = useQuery(catalogQueries.featured());
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="featured-products">
      <h2 id="featured-products">Featured products</h2>
      <ProductGrid products={products} label="Featured products" />
    </section>
  );
}
