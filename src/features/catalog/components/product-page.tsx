import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatRupees } from '../../../lib/format';
import { catalogQueries } from '../api/catalog.queries';

const route = getRouteApi('/product/$category/$id');

/** The product's essentials (gallery, cart and reviews come with the product screen). */
export function ProductPage() {
  const { id } = route.useParams();
  const { data: product, isPending, isError } = useQuery(catalogQueries.product(Number(id)));
  if (isPending) return <p role="status">Loading product...</p>;
  if (isError) {
    return (
      <div className="page">
        <h1>Product Not Found</h1>
        <p>We couldn't find the product you're looking for.</p>
      </div>
    );
  }
  return (
    <div className="page product-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Home</Link> &gt;{' '}
        <Link to="/category/$categoryId" params={{ categoryId: product.category }}>
          {product.category}
        </Link>{' '}
        &gt; <span>{product.title}</span>
      </nav>
      <img src={product.images[0]} alt={product.title} width={300} height={300} />
      <h1>{product.title}</h1>
      <p className="product-card__price">
        <strong>{formatRupees(product.price)}</strong>{' '}
        {product.prevPrice > product.price && <s>{formatRupees(product.prevPrice)}</s>}
      </p>
      <p>{product.description}</p>
    </div>
  );
}
