import type { ProductDetail } from '../../../../contract/catalog';

/** Line icons drawn inline, like components/ui/icons: emoji differ from phone to phone and some lack them. */
const TILE_ICON_PATHS = {
  // A bolt: fast.
  delivery: ['M13 2 4 14h7l-1 8 9-12h-7z'],
  // An arrow turning back: returns.
  returns: ['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5'],
  // A banknote: cash on delivery.
  cash: ['M2 6h20v12H2z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M6 12h.01M18 12h.01'],
} as const;

/** Spec 001 §2, §9: the tiles' texts as the shop states them (the tile says 10 min; the return window is 30 days). */
const INFO_TILES = [
  { icon: 'delivery', title: 'Fast delivery', detail: '15 mins' },
  { icon: 'returns', title: 'Easy returns', detail: '10 min' },
  { icon: 'cash', title: 'Pay on delivery', detail: 'Cash on delivery' },
] as const;

export function ProductInfoTiles() {
  return (
    <ul className="product-tiles" aria-label="Delivery and payment">
      {INFO_TILES.map((tile) => (
        <li key={tile.title} className="product-tile">
          <svg
            className="product-tile__icon"
            width={24}
            height={24}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {TILE_ICON_PATHS[tile.icon].map((path) => (
              <path key={path} d={path} />
            ))}
          </svg>
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
