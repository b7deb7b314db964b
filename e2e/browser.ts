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
