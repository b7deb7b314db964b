import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ProductDetail } from '../../../../contract/catalog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PricesAsOf } from '../../../components/ui/prices-as-of';
import { RatingStars } from '../../../components/ui/rating-stars';
import { authQueries } from '../../auth/api/auth.queries';
import { ProductReviews } from '../../reviews/components/product-reviews';
import { catalogQueries } from '../api/catalog.queries';
import { ProductActions } from './product-actions';
import { ProductDetails, ProductInfoTiles } from './product-details';
import { ProductGallery } from './product-gallery';
import { parseProductId } from './product-id';
import { ProductPrice } from './product-price';
import { useRecordRecentlyViewed } from './product-recently-viewed';
import './product-page.css';

const route = getRouteApi('/product/$category/$id');

/** /product/{category}/{id} (spec 001 §2): the product, its gallery, buying buttons and reviews. */
export function ProductPage() {
  const { id } = route.useParams();
  const productId = parseProductId(id);
  if (productId === null) return <ProductNotFound />;
  // Keyed so moving to another product starts its gallery, buttons and review form afresh.
  return <ProductScreen key={productId} productId={productId} />;
}

function ProductScreen({ productId }: { productId: number }) {
  const { data: product, isPending, dataUpdatedAt } = useQuery(catalogQueries.product(productId));
  // A failed refresh keeps the copy the phone has (offline it is all there is); only no copy at all is "not found".
  if (product) return <ProductView product={product} updatedAt={dataUpdatedAt} />;
  if (isPending) {
    return (
      <p className="product-loading" role="status">
        Loading product...
      </p>
    );
  }
  return <ProductNotFound />;
}

function ProductView({ product, updatedAt }: { product: ProductDetail; updatedAt: number }) {
  const { data: user } = useQuery(authQueries.session());
  useRecordRecentlyViewed(product.id, user?.id);

  return (
    <div className="page product-page">
      <DocumentTitle title={product.title} />
      <nav aria-label="Breadcrumb" className="breadcrumb product-breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/category/$categoryId" params={{ categoryId: product.category }}>
              {product.category}
            </Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="product-layout">
        <ProductGallery images={product.images} title={product.title} />
        <div className="product-summary">
          <p className="product-summary__brand">{product.brand}</p>
          <h1 className="product-summary__title">{product.title}</h1>
          <a className="product-summary__rating" href="#reviews">
            {product.reviews > 0 ? (
              <RatingStars rating={product.rating} reviewCount={product.reviews} />
            ) : (
              'No reviews yet'
            )}
          </a>
          <ProductPrice price={product.price} prevPrice={product.prevPrice} />
          <PricesAsOf updatedAt={updatedAt} />
          <ProductActions product={product} />
          <ProductInfoTiles />
        </div>
      </div>
      <ProductDetails product={product} />
      <ProductReviews productId={product.id} />
    </div>
  );
}

function ProductNotFound() {
  return (
    <div className="page product-not-found">
      <DocumentTitle title="Product Not Found" />
      <h1>Product Not Found</h1>
      <p>We couldn't find the product you're looking for.</p>
      <Link to="/" className="button-primary">
        Back to the shop
      </Link>
    </div>
  );
}
