import * as v from 'valibot';
import { successEnvelope } from './envelope';

export const STOCK_STATUSES = ['in stock', 'out of stock'] as const;

/** A product as cards and listings read it (spec 000 §3). Prices are whole rupees. */
export const ProductCardSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  image: v.string(),
  category: v.string(),
  brand: v.string(),
  description: v.string(),
  currentPrice: v.number(),
  originalPrice: v.number(),
  /** Percent off the original price, rounded. */
  discount: v.number(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  reviewCount: v.pipe(v.number(), v.integer()),
  status: v.picklist(STOCK_STATUSES),
  /** ISO date the product was listed; "newest" sorts on it. */
  date: v.string(),
  popularity: v.number(),
  purchaseCount: v.number(),
});
export type ProductCard = v.InferOutput<typeof ProductCardSchema>;

/** GET /api/user/product/getCategoryCount: subcategory id -> number of products. */
export const CategoryCountResponseSchema = successEnvelope(v.record(v.string(), v.number()));

/** GET /api/user/product/getProduct?productId=: the card fields plus the detail fields of spec 001 §3. */
export const GetProductQuerySchema = v.object({
  productId: v.pipe(
    v.string('productId is required'),
    v.regex(/^[1-9]\d{0,9}$/, 'productId must be a positive whole number'),
    v.transform(Number),
  ),
});

export const ProductDetailSchema = v.object({
  ...ProductCardSchema.entries,
  title: v.string(),
  images: v.array(v.string()),
  price: v.number(),
  prevPrice: v.number(),
  /** Number of reviews. */
  reviews: v.pipe(v.number(), v.integer()),
  features: v.array(v.string()),
  specifications: v.record(v.string(), v.string()),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

export const GetProductResponseSchema = successEnvelope(ProductDetailSchema);

/** GET /api/user/product/getProductsByCategory?category= */
export const ProductsByCategoryQuerySchema = v.object({
  category: v.pipe(
    v.string('category is required'),
    v.trim(),
    v.nonEmpty('category is required'),
    v.maxLength(60, 'category is too long'),
  ),
});

/** getProductsByCategory, getFeaturedProducts and the other listings answer with an array of cards. */
export const ProductListResponseSchema = successEnvelope(v.array(ProductCardSchema));
