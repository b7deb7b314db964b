import type { CartItem } from '#contract/cart';
import type { PriceConflict } from '#contract/order';

export interface PriceChange {
  productId: number;
  name: string;
  was: number;
  now: number;
}

/** The lines whose price the server no longer agrees with, as the shopper should see them. */
export function priceChanges(items: readonly CartItem[], prices: PriceConflict['data']): PriceChange[] {
  return items.flatMap((item) => {
    const today = prices.items.find((price) => price.productId === item.id);
    return today && today.price !== item.price
      ? [{ productId: item.id, name: item.name, was: item.price, now: today.price }]
      : [];
  });
}

/**
 * The lines at today's prices, once the shopper accepted them. The MRP is kept, but never below the
 * price: a price that rose past it would otherwise show as a negative discount.
 */
export function withTodaysPrices(items: readonly CartItem[], prices: PriceConflict['data']): CartItem[] {
  return items.map((item) => {
    const today = prices.items.find((price) => price.productId === item.id);
    if (!today) return item;
    return { ...item, price: today.price, originalPrice: Math.max(item.originalPrice, today.price) };
  });
}
