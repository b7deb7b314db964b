import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { CartItem } from '#contract/cart';
import { tabStoredAs } from '#src/lib/tab-storage';

const UncheckedSchema = v.object({ userId: v.string(), productIds: v.array(v.number()) });
type Unchecked = v.InferOutput<typeof UncheckedSchema>;

/**
 * The lines the shopper unticked. Remembering the unticked ones rather than the ticked ones is what makes every
 * line selected by default, a line added later included. Kept in the tab, not per page visit: going on to /address
 * and coming Back keeps the choice, and so does the phone ending the tab while the shopper checks their money in
 * another app (every line ticked again would send to checkout what they had left out). Kept with the shopper they
 * are for: the next person signed in on a shared phone starts with every line ticked.
 */
export const uncheckedCartLinesAtom = atomWithStorage<Unchecked | null>(
  'kirana-cart-unchecked',
  null,
  tabStoredAs(v.nullable(UncheckedSchema)),
  { getOnInit: true },
);

/** This shopper's unticked lines, and a way to tick or untick one. */
export function useUncheckedLines(userId: string) {
  const [kept, setKept] = useAtom(uncheckedCartLinesAtom);
  const unchecked = useMemo(() => uncheckedOf(kept, userId), [kept, userId]);
  function setChecked(productId: number, checked: boolean) {
    setKept((previous) => {
      const productIds = new Set(uncheckedOf(previous, userId));
      if (checked) productIds.delete(productId);
      else productIds.add(productId);
      return { userId, productIds: [...productIds] };
    });
  }
  return [unchecked, setChecked] as const;
}

/** The lines `userId` unticked: none when what is kept is another shopper's. */
export function uncheckedOf(kept: Unchecked | null, userId: string): ReadonlySet<number> {
  return new Set(kept?.userId === userId ? kept.productIds : []);
}

/** Whether a line can go to checkout now: in stock, and no more of it than the shop can sell. */
export function canCheckOut(line: Pick<CartItem, 'status' | 'quantity' | 'maxQuantity'>): boolean {
  return line.status === 'in stock' && line.maxQuantity > 0 && line.quantity <= line.maxQuantity;
}

/** The lines that go on to checkout: tickable and not unticked. */
export function selectedLines(lines: readonly CartItem[], unchecked: ReadonlySet<number>): CartItem[] {
  return lines.filter((line) => canCheckOut(line) && !unchecked.has(line.id));
}
