import { CategoryTiles } from '../../catalog/components/category-tiles';
import { FeaturedProducts } from '../../catalog/components/featured-products';

export function HomePage() {
  return (
    <div className="page home-page">
      <section className="hero" aria-label="Kirana">
        <h1>Groceries and daily needs in about 15 minutes</h1>
        <p>Save money , save time — cash on delivery, easy returns.</p>
      </section>
      <CategoryTiles />
      <FeaturedProducts />
    </div>
  );
}
