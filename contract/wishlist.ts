import * as v from 'valibot';
import { STOCK_STATUSES } from './catalog';
import { ProductIdQuerySchema, ProductIdSchema, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

/** POST /api/user/wishlist/add: adding a product twice leaves one entry. */
export const AddToWishlistBodySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdSchema,
});
export type AddToWishlistBody = v.InferInput<typeof AddToWishlistBodySchema>;

/** GET /api/user/wishlist/getWishlistItems?userId= */
export const WishlistQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** DELETE /api/user/wishlist/deleteWishlistItem?userId=&productId= */
export const DeleteWishlistItemQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdQuerySchema,
});

/** A wishlist entry with the product's current catalog data (spec 001 §3). Prices are whole rupees. */
export const WishlistItemSchema = v.object({
  /** The product id. */
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  image: v.string(),
  category: v.string(),
  price: v.number(),
  originalPrice: v.number(),
  /** A fraction, not a percent: 0.12 is 12% off (1 - price / originalPrice, two decimals). */
  discount: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  status: v.picklist(STOCK_STATUSES),
  /** ISO time it was added; the wishlist lists newest first. */
  addedAt: v.string(),
});
export type WishlistItem = v.InferOutput<typeof WishlistItemSchema>;

/** add answers with the entry. */
export const WishlistItemResponseSchema = successEnvelope(WishlistItemSchema);

/** getWishlistItems and deleteWishlistItem answer with the whole wishlist, newest first. */
export const WishlistResponseSchema = successEnvelope(v.array(WishlistItemSchema));
