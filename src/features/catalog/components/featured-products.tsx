import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { ProductGrid } from '#src/domain/catalog/product-card';

/** Featured products; when they cannot be loaded the failure is only logged and the section stays empty (spec 000 §8). */
export function FeaturedProducts() {
  const { data: products = [], error } = useQuery(catalogQueries.featured());
  useEffect(() => {
    if (error) console.error('Failed to fetch featured products', error);
  }, [error]);

  if (products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="featured-products">
      <h2 id="featured-products">Featured products</h2>
      <ProductGrid products={products} label="Featured products" />
    </section>
  );
}
