import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { ToastKind } from '#src/lib/toast';

/** What became of one order line sent back to the cart. */
export type LineOutcome =
  | { name: string; result: 'added' }
  | { name: string; result: 'already-in-cart' }
  | { name: string; result: 'queued' }
  | { name: string; result: 'unavailable'; reason: string };

export interface BuyAgainReport {
  kind: Extract<ToastKind, 'success' | 'default' | 'error'>;
  text: string;
}

/**
 * One message for the whole order rather than a toast per line. The server's refusals mostly name
 * the product ("Toor Dal is out of stock."); the ones that don't ("Product not found.") get the name put in front.
 */
export function buyAgainReport(outcomes: readonly LineOutcome[]): BuyAgainReport {
  const queued = outcomes.filter((line) => line.result === 'queued');
  if (queued.length === outcomes.length) return queuedReport(queued.length);
  const added = outcomes.filter((line) => line.result === 'added');
  const already = outcomes.filter((line) => line.result === 'already-in-cart');
  const unavailable = outcomes.flatMap((line) => (line.result === 'unavailable' ? [line] : []));

  const parts: string[] = [];
  if (added.length > 0) parts.push(m.orders_buy_again_added({ count: added.length }));
  if (queued.length > 0) parts.push(m.orders_buy_again_queued({ count: queued.length }));
  if (already.length > 0)
    parts.push(m.orders_buy_again_already({ names: already.map((line) => line.name).join(', ') }));
  if (unavailable.length > 0) {
    if (added.length === 0 && already.length === 0) parts.push(m.orders_buy_again_none());
    const reasons = unavailable.map(({ name, reason }) => (reason.includes(name) ? reason : `${name}: ${reason}`));
    parts.push(m.orders_buy_again_unavailable({ reasons: reasons.join(' ') }));
  }

  const kept = added.length + already.length + queued.length;
  const kind = unavailable.length === 0 ? (queued.length > 0 ? 'default' : 'success') : kept > 0 ? 'default' : 'error';
  return { kind, text: parts.join(' ') };
}

/** With no signal the additions wait in the outbox; a refusal is toasted when it comes. */
export function queuedReport(lineCount: number): BuyAgainReport {
  return {
    kind: 'default',
    text: m.orders_buy_again_offline({ count: lineCount }),
  };
}
