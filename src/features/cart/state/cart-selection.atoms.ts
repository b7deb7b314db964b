import { atom } from 'jotai';
import type { CartItem } from '#contract/cart';

/**
 * The lines the shopper unticked. Remembering the unticked ones rather than the ticked ones is
 * what makes every line selected by default, a line added later included. Kept in memory for the
 * tab (not per page visit) so going on to /address and coming Back keeps the choice.
 */
export const uncheckedCartLinesAtom = atom<ReadonlySet<number>>(new Set<number>());

/** Whether a line can go to checkout now: in stock, and no more of it than the shop can sell. */
export function canCheckOut(line: Pick<CartItem, 'status' | 'quantity' | 'maxQuantity'>): boolean {
  return line.status === 'in stock' && line.maxQuantity > 0 && line.quantity <= line.maxQuantity;
}

/** The lines that go on to checkout: tickable and not unticked. */
export function selectedLines(lines: readonly CartItem[], unchecked: ReadonlySet<number>): CartItem[] {
  return lines.filter((line) => canCheckOut(line) && !unchecked.has(line.id));
}
