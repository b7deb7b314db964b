import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pageOpenedAgain } from '#src/test/page-opened-again';

/** A fresh copy of the atoms, as when the page is opened again (they read the tab's storage when made). */
const reopen = (): Promise<typeof import('./cart-selection.atoms')> =>
  import(/* @vite-ignore */ `./cart-selection.atoms.ts?${pageOpenedAgain()}`);

describe('the unticked cart lines', () => {
  it('outlive the page opened again (the phone ended the tab), for the shopper who unticked them only', async () => {
    const before = await reopen();
    createStore().set(before.uncheckedCartLinesAtom, { userId: 'asha', productIds: [7, 9] });

    const after = await reopen();
    const kept = createStore().get(after.uncheckedCartLinesAtom);
    expect(after.uncheckedOf(kept, 'asha')).toEqual(new Set([7, 9]));
    expect(after.uncheckedOf(kept, 'ravi'), 'another shopper on the same phone').toEqual(new Set());
  });

  it('start with every line ticked when what is kept is not what the app expects', async () => {
    sessionStorage.setItem('kirana-cart-unchecked', JSON.stringify({ userId: 'asha', productIds: ['7'] }));
    const { uncheckedCartLinesAtom } = await reopen();
    expect(createStore().get(uncheckedCartLinesAtom)).toBeNull();
  });
});
