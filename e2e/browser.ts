import { existsSync } from 'node:fs';
import type { LaunchOptions, Page } from '@playwright/test';

/**
 * Browsers cannot be downloaded on the project's machines: use Debian's Chromium when it is
 * installed, else Playwright's own (after `npx playwright install chromium`).
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumExecutable(): LaunchOptions {
  const args = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args } : { args };
}

/** The page's service workers, as much as is used below (this file is type-checked for Node too: the benches import it). */
type ServiceWorkers = {
  ready: Promise<unknown>;
  controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void, options: { once: true }): void;
};

/** Waits until the service worker is installed and controls the page, so the shop can open offline. */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const workers = (globalThis as unknown as { navigator: { serviceWorker: ServiceWorkers } }).navigator.serviceWorker;
    await workers.ready;
    if (workers.controller) return;
    await new Promise<void>((done) => workers.addEventListener('controllerchange', () => done(), { once: true }));
  });
}

/** The query cache as the app last wrote it to IndexedDB (src/lib/persister.ts). */
export interface QueryCacheOnPhone {
  /** The copy read at every start (`kirana-query-cache`, written at most once a second), or ''. */
  copy: string;
  /** The answers kept apart, each read when a page asks for it, by key (`kirana-kept-apart-…`). */
  apart: Record<string, string>;
}

export function queryCacheOnPhone(page: Page): Promise<QueryCacheOnPhone> {
  return page.evaluate(
    () =>
      new Promise<QueryCacheOnPhone>((resolve) => {
        const found: QueryCacheOnPhone = { copy: '', apart: {} };
        // biome-ignore lint/suspicious/noExplicitAny: a browser global, used only inside the page
        const open = (globalThis as any).indexedDB.open('keyval-store');
        open.onerror = () => resolve(found);
        open.onsuccess = () => {
          try {
            const all = open.result.transaction('keyval').objectStore('keyval').openCursor();
            all.onerror = () => resolve(found);
            all.onsuccess = () => {
              const cursor = all.result;
              if (!cursor) return resolve(found);
              const key = String(cursor.key);
              if (key === 'kirana-query-cache') found.copy = String(cursor.value);
              else if (key.startsWith('kirana-kept-apart-')) found.apart[key] = String(cursor.value);
              cursor.continue();
            };
          } catch {
            resolve(found); // nothing written yet: the store is not there
          }
        };
      }),
  );
}
