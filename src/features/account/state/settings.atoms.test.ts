import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pageOpenedAgain } from '#src/test/page-opened-again';

/** The atom reads the phone's storage when the app starts, so each case starts the module afresh. */
async function currencyAtStart(stored?: unknown) {
  if (stored !== undefined) localStorage.setItem('kirana-settings-currency', JSON.stringify(stored));
  const { currencyAtom }: typeof import('./settings.atoms') = await import(
    /* @vite-ignore */ `./settings.atoms.ts?${pageOpenedAgain()}`
  );
  return createStore().get(currencyAtom);
}

describe('currencyAtom', () => {
  it('is INR (₹) for a shopper who never chose', async () => {
    expect(await currencyAtStart()).toBe('INR');
  });

  it('keeps a currency an earlier version stored (USD was its default then)', async () => {
    expect(await currencyAtStart('USD')).toBe('USD');
  });

  it('reads a stored value that no longer fits as INR', async () => {
    expect(await currencyAtStart('DOGE')).toBe('INR');
  });
});
