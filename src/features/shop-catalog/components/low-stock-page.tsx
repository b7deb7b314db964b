import { useQuery } from '@tanstack/react-query';
import { catalogQueries } from '#src/domain/shop/catalog.queries';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { formatCount } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { ProductRow } from './product-row';
import '../shop-catalog.css';

/** Products at or under their low-stock alert, the emptiest first (the shop's order): each opens to restock it. */
export function LowStockPage() {
  const low = useQuery(catalogQueries.lowStock());
  useStaffTitle(m.shop_catalog_low_stock());
  return (
    <section className="staff-catalog">
      <StaffLink to={STAFF_PATHS.catalog} className="staff-link-button">
        {m.shop_catalog_back()}
      </StaffLink>
      <h1>{m.shop_catalog_low_stock()}</h1>
      {!low.data && <p role={low.isError ? 'alert' : 'status'}>{low.isError ? low.error.message : m.shop_loading()}</p>}
      {low.data?.length === 0 && <p role="status">{m.shop_catalog_low_stock_none()}</p>}
      {low.data && low.data.length > 0 && (
        <ul className="staff-product-list" aria-label={m.shop_catalog_low_stock()}>
          {low.data.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              detail={
                <strong className="staff-product-row__low">
                  {m.shop_catalog_low_stock_line({
                    stock: formatCount(product.stock),
                    threshold: formatCount(product.lowStockThreshold),
                  })}
                </strong>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
