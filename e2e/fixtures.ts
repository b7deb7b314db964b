import { test as base, expect, type Page } from '@playwright/test';

/** Waits until the service worker is installed and controls the page, so the app can open offline. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
}

export const test = base.extend<{ waitForServiceWorker: () => Promise<void> }>({
  waitForServiceWorker: async ({ page }, use) => {
    await use(() => waitForServiceWorker(page));
  },
});

export { expect };
