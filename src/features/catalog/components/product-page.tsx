import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductDetail } from '#contract/catalog';
import { BelowTheFold } from '#src/components/ui/below-the-fold';
import { DocumentTitle } from '#src/components/ui/document-title';
import { Price } from '#src/components/ui/price';
import { PricesAsOf } from '#src/components/ui/prices-as-of';
import { RatingStars } from '#src/components/ui/rating-stars';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { subcategoryName } from '#src/domain/catalog/category-names';
import { useShopper } from '#src/domain/session/use-shopper';
import { neverReachedServer } from '#src/lib/api-client';
import { useRecordRecentlyViewed } from '../state/product-recently-viewed';
import { ProductActions } from './product-actions';
import { ProductDetails, ProductInfoTiles } from './product-details';
import { ProductGallery } from './product-gallery';
import { parseProductId } from './product-id';
import './product-page.css';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const route = getRouteApi('/product/$category/$id');

/** The reviews section of a product, from the reviews feature; the route composes the two. */
type RenderReviews = (productId: number) => ReactNode;

/** /product/{category}/{id} (spec 001 §2): the product, its gallery, buying buttons and reviews. */
export function ProductPage({ reviews }: { reviews: RenderReviews }) {
  const { id } = route.useParams();
  const productId = parseProductId(id);
  if (productId === null) return <ProductMissing />;
  // Keyed so moving to another product starts its gallery, buttons and review form afresh.
  return <ProductScreen key={productId} productId={productId} reviews={reviews} />;
}

function ProductScreen({ productId, reviews }: { productId: number; reviews: RenderReviews }) {
  const { data: product, isPending, error, dataUpdatedAt } = useQuery(catalogQueries.product(productId));
  // A failed refresh keeps the copy the phone has (offline it is all there is); only no copy at all is "not found".
  if (product) return <ProductView product={product} updatedAt={dataUpdatedAt} reviews={reviews} />;
  if (isPending) {
    return (
      <p className="product-loading" role="status">
        {m.catalog_product_loading()}
      </p>
    );
  }
  // No copy, and the server never answered: the product may well exist. The query asks again when the
  // signal returns (React Query refetches on reconnect), and the page then shows it.
  if (neverReachedServer(error)) return <ProductMissing notOnPhone />;
  return <ProductMissing />;
}

function ProductView({
  product,
  updatedAt,
  reviews,
}: {
  product: ProductDetail;
  updatedAt: number;
  reviews: RenderReviews;
}) {
  const user = useShopper();
  useRecordRecentlyViewed(product.id, user?.id);

  return (
    <div className="page product-page">
      <DocumentTitle title={product.title} />
      <nav aria-label={m.catalog_breadcrumb()} className="breadcrumb product-breadcrumb">
        <ol>
          <li>
            <Link to="/">{m.catalog_home()}</Link>
          </li>
          <li>
            <Link to="/category/$categoryId" params={{ categoryId: product.category }}>
              {subcategoryName(product.category)}
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
              m.catalog_product_no_reviews()
            )}
          </a>
          <Price className="product-price" price={product.price} mrp={product.prevPrice} />
          <PricesAsOf updatedAt={updatedAt} />
          <ProductActions product={product} />
          <ProductInfoTiles />
        </div>
      </div>
      {/* Below a phone's first screen: drawn once in view or once the shopper scrolls, taps or types. The
          first draw had been the whole page, ICU's region names and review dates with it (seventeenth round). */}
      <BelowTheFold minHeight="24rem">
        <ProductDetails product={product} />
      </BelowTheFold>
      <BelowTheFold minHeight="32rem" id="reviews">
        {reviews(product.id)}
      </BelowTheFold>
    </div>
  );
}

/** No product to show: none with this id, or none on this phone yet (no copy, and no signal to fetch it). */
function ProductMissing({ notOnPhone = false }: { notOnPhone?: boolean }) {
  const title = notOnPhone ? m.catalog_product_not_on_phone() : m.catalog_product_not_found();
  return (
    <div className="page product-not-found">
      <DocumentTitle title={title} />
      <h1>{title}</h1>
      <p>{notOnPhone ? m.catalog_product_not_on_phone_text() : m.catalog_product_not_found_text()}</p>
      <Link to="/" className="button-primary">
        {m.catalog_product_back()}
      </Link>
    </div>
  );
}
