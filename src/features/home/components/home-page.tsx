import { CategoryTiles } from '../../catalog/components/category-tiles';
import { FeaturedProducts } from '../../catalog/components/featured-products';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup';
import { HeroCarousel } from './hero-carousel';
import { RecentlyViewed } from './recently-viewed';
import { TrendingProducts } from './trending-products';
import '../home.css';

/** The home page in the spec's order (000 §2); each section copes alone with missing data. */
export function HomePage() {
  return (
    <div className="page home-page">
      <h1 className="visually-hidden">Kirana: groceries and daily needs, delivered in about 15 minutes</h1>
      <HeroCarousel />
      <CategoryTiles />
      <FeaturedProducts />
      <TrendingProducts />
      <NewsletterSignup />
      <RecentlyViewed />
    </div>
  );
}
