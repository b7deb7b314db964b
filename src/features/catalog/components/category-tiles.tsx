import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SUBCATEGORIES } from '../../../../contract/categories';
import { catalogQueries } from '../api/catalog.queries';

/** Shop by category: the twelve subcategories with the server's item counts (0 until known). */
export function CategoryTiles() {
  const { data: counts } = useQuery(catalogQueries.categoryCounts());
  return (
    <section aria-labelledby="shop-by-category">
      <h2 id="shop-by-category">Shop by category</h2>
      <ul className="category-tiles">
        {SUBCATEGORIES.map((subcategory) => (
          <li key={subcategory.id}>
            <Link to="/category/$categoryId" params={{ categoryId: subcategory.id }} className="category-tile">
              <span className="category-tile__icon" aria-hidden="true">
                {subcategory.icon}
              </span>
              <span className="category-tile__name">{subcategory.name}</span>
              <span className="category-tile__count">{counts?.[subcategory.id] ?? 0} items</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
