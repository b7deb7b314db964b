import type { ProductDetail } from '#contract/catalog';
import { BoltIcon, CashIcon, ReturnIcon } from '#src/components/ui/icons';

/** Spec 001 §2, §9: the tiles' texts as the shop states them (the tile says 10 min; the return window is 30 days). */
const INFO_TILES = [
  { Icon: BoltIcon, title: 'Fast delivery', detail: '15 mins' },
  { Icon: ReturnIcon, title: 'Easy returns', detail: '10 min' },
  { Icon: CashIcon, title: 'Pay on delivery', detail: 'Cash on delivery' },
] as const;

export function ProductInfoTiles() {
  return (
    <ul className="product-tiles" aria-label="Delivery and payment">
      {INFO_TILES.map((tile) => (
        <li key={tile.title} className="product-tile">
          <tile.Icon className="product-tile__icon" />
          <strong className="product-tile__title">{tile.title}</strong>
          <span className="product-tile__detail">{tile.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/** Description, key features and specifications; a section without content is left out. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const specifications = Object.entries(product.specifications);
  return (
    <div className="product-details">
      {product.description && (
        <section className="product-section" aria-labelledby="product-description">
          <h2 id="product-description">Description</h2>
          <p>{product.description}</p>
        </section>
      )}
      {product.features.length > 0 && (
        <section className="product-section" aria-labelledby="product-features">
          <h2 id="product-features">Key Features</h2>
          <ul className="product-features">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {specifications.length > 0 && (
        <section className="product-section" aria-labelledby="product-specifications">
          <h2 id="product-specifications">Specifications</h2>
          <dl className="product-specs">
            {specifications.map(([name, value]) => (
              <div key={name} className="product-specs__row">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
