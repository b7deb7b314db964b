import type { ReactNode } from 'react';
import type { EditorProduct } from '#contract/shop-catalog';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { formatCount, formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** One product in a list, the whole row a link to its screen: picture, both names, what it costs, how many. */
export function ProductRow({ product, detail }: { product: EditorProduct; detail?: ReactNode }) {
  return (
    <li>
      <StaffLink to={STAFF_PATHS.product(product.id)} className="staff-product-row">
        <img src={product.image} alt="" width={56} height={56} loading="lazy" className="staff-product-row__picture" />
        <span className="staff-product-row__text">
          <strong>{product.name}</strong>
          {product.nameHi && <span lang="hi">{product.nameHi}</span>}
          <span className="staff-product-row__muted">
            {product.brand} · {product.packSize}
          </span>
          <span>
            {m.shop_catalog_price_line({ price: formatRupees(product.price), mrp: formatRupees(product.mrp) })} ·{' '}
            {detail ?? m.shop_catalog_stock_line({ stock: formatCount(product.stock) })}
          </span>
          <ProductBadges product={product} />
        </span>
      </StaffLink>
    </li>
  );
}

export function ProductBadges({ product }: { product: Pick<EditorProduct, 'available' | 'hidden'> }) {
  if (product.available && !product.hidden) return null;
  return (
    <span className="staff-product-row__badges">
      {!product.available && <span className="staff-badge staff-badge--out">{m.shop_catalog_out_of_stock()}</span>}
      {product.hidden && <span className="staff-badge">{m.shop_catalog_hidden_badge()}</span>}
    </span>
  );
}
