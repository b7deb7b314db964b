import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { ProductGrid } from '#src/domain/catalog/product-card';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Featured products; when they cannot be loaded the failure is only logged and the section stays empty (spec 000 §8). */
export function FeaturedProducts() {
  const { data: products = [], error } = useQuery(catalogQueries.featured());
  useEffect(() => {
    if (error) console.error('Failed to fetch featured products', error);
  }, [error]);

  if (products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="featured-products">
      <h2 id="featured-products">{m.catalog_featured_title()}</h2>
      <ProductGrid products={products} label={m.catalog_featured_title()} />
    </section>
  );
}
