import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { ProductCard } from '#src/domain/catalog/product-card';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * The most bought products, as a row the shopper swipes through (the page already has a grid of
 * featured ones). A failure is only logged and the section stays away (spec 000 §8).
 */
export function TrendingProducts() {
  const { data: products = [], error } = useQuery(catalogQueries.trending());
  useEffect(() => {
    if (error) console.error('Failed to fetch trending products', error);
  }, [error]);

  if (products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="trending-products">
      <h2 id="trending-products">{m.home_trending_title()}</h2>
      <ul className="product-rail" aria-label={m.home_trending_label()}>
        {products.map((product) => (
          <li key={product.id} className="product-rail__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
