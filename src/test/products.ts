import type { CartItem } from '#contract/cart';
import type { ProductCard, ProductDetail } from '#contract/catalog';
import type { WishlistItem } from '#contract/wishlist';

/** A product as GET /api/user/product/getProduct answers, for the product page's tests. */
export function testProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    name: 'Tata Sampann Toor Dal 1 kg',
    title: 'Tata Sampann Toor Dal 1 kg',
    image: '/images/products/7/0.webp',
    images: ['/images/products/7/0.webp', '/images/products/7/1.webp', '/images/products/7/2.webp'],
    category: 'Groceries',
    brand: 'Tata Sampann',
    description: 'Unpolished toor dal, rich in protein.',
    currentPrice: 160,
    originalPrice: 180,
    discount: 11,
    price: 160,
    prevPrice: 180,
    rating: 4.3,
    reviewCount: 12,
    reviews: 12,
    status: 'in stock',
    date: '2025-01-01T00:00:00.000Z',
    popularity: 900,
    purchaseCount: 400,
    features: ['Unpolished', 'Rich in protein'],
    specifications: { Weight: '1 kg', 'Shelf life': '6 months' },
    ...overrides,
  };
}

/** The cart line the server answers with after adding the product. */
export function cartLineOf(product: ProductDetail): CartItem {
  return {
    id: product.id,
    name: product.title,
    image: product.image,
    description: product.description,
    category: product.category,
    price: product.price,
    originalPrice: product.prevPrice,
    quantity: 1,
    status: product.status,
    maxQuantity: 20,
    addedAt: '2025-04-01T10:00:00.000Z',
  };
}

/** The wishlist entry the server answers with after adding the product. */
export function wishlistEntryOf(product: ProductDetail): WishlistItem {
  return {
    id: product.id,
    name: product.title,
    image: product.image,
    category: product.category,
    price: product.price,
    originalPrice: product.prevPrice,
    discount: 0.11,
    status: product.status,
    addedAt: '2025-04-01T10:00:00.000Z',
  };
}

/** A product card with sensible values; override what a test is about. */
export function makeProduct(overrides: Partial<ProductCard> & Pick<ProductCard, 'id'>): ProductCard {
  return {
    name: `Product ${overrides.id}`,
    image: `/images/products/${overrides.id}/0.webp`,
    category: 'Groceries',
    brand: 'Aashirvaad',
    description: 'A product.',
    currentPrice: 100,
    originalPrice: 120,
    discount: 17,
    rating: 4,
    reviewCount: 10,
    status: 'in stock',
    date: '2025-01-01T00:00:00.000Z',
    popularity: 100,
    purchaseCount: 10,
    ...overrides,
  };
}
