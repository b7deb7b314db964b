import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the phone shows and keeps: the screens' state and the outbox in IndexedDB, read from the page. */

/** Cart lines as the shopper sees them on /cart: product name -> quantity (read in one go, as lines come and go). */
export function cartOnScreen(page: Page): Promise<Record<string, number>> {
  return page
    .getByRole('group', { name: /^Quantity of / })
    .evaluateAll((lines) =>
      Object.fromEntries(
        lines.map((line) => [
          line.getAttribute('aria-label')?.replace(/^Quantity of /, '') ?? '',
          Number(line.querySelector('output')?.textContent?.replace(/\D/g, '')),
        ]),
      ),
    );
}

/** The product names on /wishlist, sorted. */
export async function wishlistOnScreen(page: Page): Promise<string[]> {
  return (await page.locator('article.wishlist-card h2').allTextContents()).map((name) => name.trim()).sort();
}

export interface ChangeOnPhone {
  id: string;
  kind: string;
  state: 'waiting' | 'refused';
  madeAt: number;
  seq: number;
  attempts: number;
  payload: unknown;
  refusal?: { status: number; message: string };
}

/** The outbox as stored in IndexedDB (database `kirana-outbox`, store `changes`), oldest first. */
export function outboxOnPhone(page: Page): Promise<ChangeOnPhone[]> {
  return page.evaluate(
    () =>
      new Promise<ChangeOnPhone[]>((resolve) => {
        const open = indexedDB.open('kirana-outbox');
        // Opening a database that does not exist yet must not create it without its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('changes')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('changes').objectStore('changes').getAll();
          all.onsuccess = () => {
            db.close();
            const changes = all.result as ChangeOnPhone[];
            resolve(changes.sort((a, b) => a.madeAt - b.madeAt || a.seq - b.seq || a.id.localeCompare(b.id)));
          };
          all.onerror = () => resolve([]);
        };
      }),
  );
}

/** Waits until nothing is on the phone any more: every change answered or discarded. */
export async function outboxEmptied(page: Page, timeout = 30_000) {
  await expect
    .poll(async () => (await outboxOnPhone(page)).map((change) => `${change.kind} ${change.state}`), { timeout })
    .toEqual([]);
}

/** The connection banner's live text. */
export const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

/** Waits out the cart's 700 ms busy window, after which the steppers answer again. */
export async function cartIdle(page: Page) {
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toHaveAttribute('aria-busy', 'false');
}

/** A second tab of the same browser (same storage, same Web Locks), with the splash already seen. */
export async function secondTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    sessionStorage.setItem('kirana:brand-splash-seen', '1');
    sessionStorage.setItem('kirana:intro-splash-seen', '1');
  });
  return tab;
}

/** A seeded generator (mulberry32), so a failing random run can be repeated with its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
