import type { ReactNode } from 'react';
import { BelowTheFold } from '#src/components/ui/below-the-fold';
import { lazyComponent } from '#src/lib/lazy-component';
import { HeroCarousel } from './hero-carousel';
import '../home.css';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const TrendingProducts = lazyComponent(() => import('./trending-products'), 'TrendingProducts');
const RecentlyViewed = lazyComponent(() => import('./recently-viewed'), 'RecentlyViewed');

/**
 * The home page in the spec's order (000 §2); each section copes alone with missing data.
 * The sections owned by other features come in from the route, which composes them. The first
 * screen (banner, categories) is drawn at once; what lies below it once the page has settled.
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
      <h1 className="visually-hidden">{m.home_heading()}</h1>
      <HeroCarousel />
      {categories}
      {/* One part each: each is drawn in its own short task rather than all in one long one. */}
      <BelowTheFold minHeight="60rem">{featured}</BelowTheFold>
      <BelowTheFold minHeight="24rem">
        <TrendingProducts />
      </BelowTheFold>
      <BelowTheFold minHeight="16rem">{newsletter}</BelowTheFold>
      <BelowTheFold minHeight="0">
        <RecentlyViewed />
      </BelowTheFold>
    </div>
  );
}
