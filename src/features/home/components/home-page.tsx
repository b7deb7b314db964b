import type { ReactNode } from 'react';
import { HeroCarousel } from './hero-carousel';
import { RecentlyViewed } from './recently-viewed';
import { TrendingProducts } from './trending-products';
import '../home.css';

/**
 * The home page in the spec's order (000 §2); each section copes alone with missing data.
 * The sections owned by other features come in from the route, which composes them.
 */
export function HomePage({
  categories,
  featured,
  newsletter,
}: {
  categories: ReactNode;
  featured: ReactNode;
  newsletter: ReactNode;
}) {
  return (
    <div className="page home-page">
      <h1 className="visually-hidden">Kirana: groceries and daily needs, delivered in about 15 minutes</h1>
      <HeroCarousel />
      {categories}
      {featured}
      <TrendingProducts />
      {newsletter}
      <RecentlyViewed />
    </div>
  );
}
