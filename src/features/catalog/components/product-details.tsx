import { lazy, Suspense } from 'react';
import type { ProductDetail } from '#contract/catalog';
import { BoltIcon, CashIcon, ReturnIcon } from '#src/components/ui/icons';
import { catalogWords } from '#src/domain/catalog/catalog-words';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { usePageSettled } from '#src/lib/page-settled';
import { specificationLabel, specificationValue } from './specification-words';

/** Spec 001 §2, §9: the tiles' texts as the shop states them (the tile says 10 min; the return window is 30 days). */
const INFO_TILES = [
  {
    id: 'delivery',
    Icon: BoltIcon,
    title: m.catalog_product_tile_delivery,
    detail: m.catalog_product_tile_delivery_detail,
  },
  {
    id: 'returns',
    Icon: ReturnIcon,
    title: m.catalog_product_tile_returns,
    detail: m.catalog_product_tile_returns_detail,
  },
  {
    id: 'payment',
    Icon: CashIcon,
    title: m.catalog_product_tile_payment,
    detail: m.catalog_product_tile_payment_detail,
  },
] as const;

// Asked for once the page has settled, its code with it: the product's first screen never waits for it.
const ClosedNotice = lazy(() =>
  import('#src/domain/opening/opening').then((module) => ({ default: module.ClosedNotice })),
);

export function ProductInfoTiles() {
  const settled = usePageSettled();
  return (
    <>
      <ul className="product-tiles" aria-label={m.catalog_product_tiles_label()}>
        {INFO_TILES.map((tile) => (
          <li key={tile.id} className="product-tile">
            <tile.Icon className="product-tile__icon" />
            <strong className="product-tile__title">{tile.title()}</strong>
            <span className="product-tile__detail">{tile.detail()}</span>
          </li>
        ))}
      </ul>
      {/* The delivery tile's promise holds only while the shop is open: closed or paused, say when it opens. */}
      {settled && (
        <Suspense fallback={null}>
          <ClosedNotice />
        </Suspense>
      )}
    </>
  );
}

/** Description, key features and specifications; a section without content is left out. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  // The catalog's words in the shopper's language where it has them (decision 025).
  const words = catalogWords(product.translations);
  const description = words?.description ?? product.description;
  const features = words?.features ?? product.features;
  const specifications = Object.entries(product.specifications);
  return (
    <div className="product-details">
      {description && (
        <section className="product-section" aria-labelledby="product-description">
          <h2 id="product-description">{m.catalog_product_description()}</h2>
          <p>{description}</p>
        </section>
      )}
      {features.length > 0 && (
        <section className="product-section" aria-labelledby="product-features">
          <h2 id="product-features">{m.catalog_product_features()}</h2>
          <ul className="product-features">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {specifications.length > 0 && (
        <section className="product-section" aria-labelledby="product-specifications">
          <h2 id="product-specifications">{m.catalog_product_specifications()}</h2>
          <dl className="product-specs">
            {specifications.map(([name, value]) => (
              <div key={name} className="product-specs__row">
                <dt>{specificationLabel(name)}</dt>
                <dd>{words?.specifications?.[name] ?? specificationValue(name, value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
