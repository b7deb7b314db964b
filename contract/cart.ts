import * as v from 'valibot';
import { ProductTranslationsSchema, STOCK_STATUSES } from './catalog';
import { ProductIdSchema, UserIdSchema } from './common';
import { successEnvelope } from './envelope';

/** Most of one product a single cart line may hold. */
export const CART_MAX_QUANTITY = 99;

/** The exact answer to adding a product that is already in the cart (the wishlist shows it). */
export const ALREADY_IN_CART_MESSAGE = 'Item is already in the cart.';

function quantitySchema(min: number) {
  return v.pipe(
    v.number('quantity must be a number'),
    v.integer('quantity must be a whole number'),
    v.minValue(min, `quantity must be at least ${min}`),
    v.maxValue(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`),
  );
}

/** `cart.add`: the wishlist's "move to cart" sends no quantity, meaning one. */
export const AddToCartBodySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdSchema,
  quantity: v.optional(quantitySchema(1), 1),
});
export type AddToCartBody = v.InferInput<typeof AddToCartBodySchema>;

/**
 * `cart.updateCart`: sets the absolute quantity (0 removes the line), so a change
 * queued offline can be replayed any number of times and lands on the same cart.
 */
export const UpdateCartBodySchema = v.object({
  userId: v.optional(UserIdSchema),
  productId: ProductIdSchema,
  quantity: quantitySchema(0),
});
export type UpdateCartBody = v.InferInput<typeof UpdateCartBodySchema>;

/** `cart.getCartItems` */
export const CartQuerySchema = v.object({
  userId: v.optional(UserIdSchema),
});

/** A cart line with the product's current catalog data (spec 001 §3). Prices are whole rupees. */
export const CartItemSchema = v.object({
  /** The product id: updateCart and links use it. */
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  image: v.string(),
  description: v.string(),
  /** The description in other languages, as a product card carries it. */
  translations: v.optional(ProductTranslationsSchema),
  category: v.string(),
  /** Today's selling price. */
  price: v.number(),
  /** The MRP; equal to price when there is no discount. */
  originalPrice: v.number(),
  quantity: v.pipe(v.number(), v.integer()),
  status: v.picklist(STOCK_STATUSES),
  /** Most the stepper may go to now: min(99, stock); 0 when out of stock. */
  maxQuantity: v.pipe(v.number(), v.integer()),
  /** ISO time the line was first added; the cart lists oldest first. */
  addedAt: v.string(),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** add answers with the new line. */
export const CartItemResponseSchema = successEnvelope(CartItemSchema);

/** getCartItems and updateCart answer with the whole cart, oldest line first. */
export const CartResponseSchema = successEnvelope(v.array(CartItemSchema));
