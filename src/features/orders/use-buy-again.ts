import { useState } from 'react';
import { CART_MAX_QUANTITY } from '#contract/cart';
import type { OrderSummary } from '#contract/order';
import { type AddToCartVariables, useAddToCart } from '#src/domain/cart/cart.mutations';
import { ApiError } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useToasts } from '#src/lib/toast';
import { type BuyAgainReport, buyAgainReport, type LineOutcome } from './buy-again-report';

type OrderLine = OrderSummary['items'][number];

function addVariables(userId: string, line: OrderLine): AddToCartVariables {
  const { product, price } = line;
  return {
    userId,
    // The price paid stands in until the cart's refetch brings today's prices.
    product: {
      id: product.id,
      name: product.name,
      image: product.image,
      category: product.category,
      price,
      originalPrice: price,
    },
    quantity: Math.min(Math.max(1, line.quantity), CART_MAX_QUANTITY),
  };
}

/**
 * Buy again: every line of an order goes back into the cart with the quantity ordered, through the
 * cart's own add (shown at once, kept on the phone, sent once each in order).
 */
export function useBuyAgain(userId: string) {
  // Silent per line: the shopper gets one report instead.
  const reportedAdd = useAddToCart({ meta: { errorToast: false } });
  const toasts = useToasts();
  const [isPending, setIsPending] = useState(false);
  const [report, setReport] = useState<BuyAgainReport | null>(null);

  const finish = (next: BuyAgainReport) => {
    setReport(next);
    toasts[next.kind === 'default' ? 'show' : next.kind](next.text);
  };

  async function addLine(line: OrderLine): Promise<LineOutcome> {
    const name = line.product.name;
    try {
      const delivery = await reportedAdd.mutateAsync(addVariables(userId, line));
      if (delivery.status === 'queued') return { name, result: 'queued' };
      // The cart's add answers nothing when the product was already there (see cart.mutations).
      return { name, result: delivery.data === undefined ? 'already-in-cart' : 'added' };
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : m.orders_buy_again_failed();
      return { name, result: 'unavailable', reason };
    }
  }

  async function buyAgain(lines: readonly OrderLine[]) {
    if (lines.length === 0 || isPending) return;
    setReport(null);
    setIsPending(true);
    // Each line settles on its own (the outbox still sends them one by one), so one refusal spares the rest.
    // With no signal each answers `queued` at once.
    const outcomes = await Promise.all(lines.map((line) => addLine(line)));
    setIsPending(false);
    finish(buyAgainReport(outcomes));
  }

  return { buyAgain, isPending, report };
}
