import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SUBCATEGORIES, subcategoryPictureUrl } from '#contract/categories';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { subcategoryName } from '#src/domain/catalog/category-names';
import './category-tiles.css';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Shop by category: the twelve subcategories with the server's item counts (0 until known). */
export function CategoryTiles() {
  const { data: counts } = useQuery(catalogQueries.categoryCounts());
  return (
    <section className="category-section" aria-labelledby="shop-by-category">
      <h2 id="shop-by-category">{m.catalog_tiles_title()}</h2>
      <ul className="category-tiles">
        {SUBCATEGORIES.map((subcategory) => (
          <li key={subcategory.id}>
            <Link to="/category/$categoryId" params={{ categoryId: subcategory.id }} className="category-tile">
              {/* The name is written beside it, so the picture is decoration. */}
              <img
                className="category-tile__image"
                src={subcategoryPictureUrl(subcategory.slug)}
                alt=""
                width={96}
                height={48}
                loading="lazy"
                decoding="async"
              />
              <span className="category-tile__name">{subcategoryName(subcategory)}</span>
              <span className="category-tile__count">
                {m.catalog_tiles_item_count({ count: counts?.[subcategory.id] ?? 0 })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
