import * as v from 'valibot';
import { AddToCartBodySchema, CartItemSchema } from './cart';
import { STOCK_STATUSES } from './catalog';
import { ProductIdQuerySchema, ProductIdSchema, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

/** `wishlist.add`: adding a product twice leaves one entry. */
export const AddToWishlistBodySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdSchema,
});
export type AddToWishlistBody = v.InferInput<typeof AddToWishlistBodySchema>;

/** `wishlist.getWishlistItems` */
export const WishlistQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** `wishlist.deleteWishlistItem` */
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

/**
 * `wishlist.moveToCart` {productId, quantity?}: one change that puts the product in the
 * cart (quantity defaults to 1; a line already there is kept as it is) and takes it off the wishlist,
 * in one transaction, so a change queued offline moves it whole or not at all. Out of stock (or fewer
 * left than asked, with no line in the cart yet): 409 and nothing changes. Send an Idempotency-Key.
 */
export const MoveToCartBodySchema = v.object({ ...AddToCartBodySchema.entries });
export type MoveToCartBody = v.InferInput<typeof MoveToCartBodySchema>;

export const MOVED_TO_CART_MESSAGE = 'Moved to cart.';

/** The cart line the product is on now; alreadyInCart when the line was there before (left as it was). */
export const MoveToCartResultSchema = v.object({
  cartItem: CartItemSchema,
  alreadyInCart: v.boolean(),
});
export type MoveToCartResult = v.InferOutput<typeof MoveToCartResultSchema>;

export const MoveToCartResponseSchema = successEnvelope(MoveToCartResultSchema);
