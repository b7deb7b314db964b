import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SUBCATEGORIES } from '#contract/categories';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import './category-tiles.css';

/** Shop by category: the twelve subcategories with the server's item counts (0 until known). */
export function CategoryTiles() {
  const { data: counts } = useQuery(catalogQueries.categoryCounts());
  return (
    <section className="category-section" aria-labelledby="shop-by-category">
      <h2 id="shop-by-category">Shop by category</h2>
      <ul className="category-tiles">
        {SUBCATEGORIES.map((subcategory) => (
          <li key={subcategory.id}>
            <Link to="/category/$categoryId" params={{ categoryId: subcategory.id }} className="category-tile">
              {/* The name is written beside it, so the picture is decoration. */}
              <img
                className="category-tile__image"
                src={`/images/categories/${subcategory.slug}.svg`}
                alt=""
                width={96}
                height={48}
                loading="lazy"
                decoding="async"
              />
              <span className="category-tile__name">{subcategory.name}</span>
              <span className="category-tile__count">{counts?.[subcategory.id] ?? 0} items</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
