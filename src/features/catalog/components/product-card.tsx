import { Link } from '@tanstack/react-router';
import type { ProductCard as Product } from '../../../../contract/catalog';
import { formatRupees } from '../../../lib/format';

export function ProductCard({ product }: { product: Product }) {
  const inStock = product.status === 'in stock';
  return (
    <article className="product-card">
      <Link
        to="/product/$category/$id"
        params={{ category: product.category, id: String(product.id) }}
        className="product-card__link"
      >
        <img src={product.image} alt={product.name} width={160} height={160} loading="lazy" decoding="async" />
        <span className="product-card__brand">{product.brand}</span>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__price">
        <strong>{formatRupees(product.currentPrice)}</strong>
        {product.originalPrice > product.currentPrice && (
          <>
            {' '}
            <span className="visually-hidden">MRP </span>
            <s>{formatRupees(product.originalPrice)}</s>{' '}
            <span className="product-card__discount">{product.discount}% off</span>
          </>
        )}
      </p>
      <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>{inStock ? 'In Stock' : 'Out of Stock'}</p>
    </article>
  );
}

export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
