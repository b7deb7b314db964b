import type { Page } from '@playwright/test';
import { expect, outboxSize, persistedCache, test } from './fixtures';
import { cartOf, productsIn, setCartQuantity } from './shop-api';

/** Cart lines as the shopper sees them: product name -> quantity. */
async function cartOnScreen(page: Page): Promise<Record<string, number>> {
  const lines = page.getByRole('group', { name: /^Quantity of / });
  const seen: Record<string, number> = {};
  for (const line of await lines.all()) {
    const name = (await line.getAttribute('aria-label'))?.replace(/^Quantity of /, '') ?? '';
    seen[name] = Number((await line.locator('output').textContent())?.replace(/\D/g, ''));
  }
  return seen;
}

async function cartOnServer(page: Page): Promise<Record<string, number>> {
  return Object.fromEntries((await cartOf(page.request)).map((line) => [line.name, line.quantity]));
}

/** Waits out the cart's 700 ms busy window, after which the steppers answer again. */
async function cartIdle(page: Page) {
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toHaveAttribute('aria-busy', 'false');
}

/** A few in-stock products of a category, through the real API. */
async function someProducts(page: Page, count: number) {
  const products = await productsIn(page.request, 'Dals & Flours');
  return products.filter((product) => product.status === 'in stock').slice(0, count);
}

test('cart changes made offline show at once, survive a reload and reach the server once each', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  await signIn();
  const [first, second] = await someProducts(page, 2);
  if (!first || !second) throw new Error('the demo catalog has no products in Dals & Flours');
  await setCartQuantity(page.request, first.id, 2);
  await setCartQuantity(page.request, second.id, 1);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  await waitForServiceWorker();
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 2, [second.name]: 1 });
  await expect.poll(() => persistedCache(page)).toContain(second.name);

  await context.setOffline(true);
  await page.reload();
  // The cart opens from the phone's copy, and the shopper is told the shop is offline.
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 2, [second.name]: 1 });
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You are offline');

  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await cartIdle(page);
  await page.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 3 });
  await expect(page.getByText(/will sync/i).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('2 changes will sync');

  // The outbox lives in IndexedDB: a reload (or closing the app) keeps it.
  await expect.poll(() => outboxSize(page)).toBe(2);
  await page.reload();
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 3 });
  expect(await cartOnServer(page)).toEqual({ [first.name]: 2, [second.name]: 1 });

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/user/cart/')) posts.push(request.postData() ?? '');
  });
  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Everything is synced');
  expect(await cartOnServer(page)).toEqual({ [first.name]: 3 });
  expect(posts.map((body) => JSON.parse(body))).toEqual([
    expect.objectContaining({ productId: first.id, quantity: 3 }),
    expect.objectContaining({ productId: second.id, quantity: 0 }),
  ]);
  await expect.poll(() => cartOnScreen(page)).toEqual({ [first.name]: 3 });
});

/** A small seeded generator, so a failing run can be repeated with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('100 cart changes with the connection flipping at random: the server ends with the cart the shopper sees', async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.E2E_SEED ?? Date.now() % 100_000);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const next = random(seed);

  await signIn();
  const products = await someProducts(page, 4);
  for (const product of products) await setCartQuantity(page.request, product.id, 3);
  await page.goto('/cart');
  await waitForServiceWorker();
  const expected: Record<string, number> = Object.fromEntries(products.map((product) => [product.name, 3]));
  await expect.poll(() => cartOnScreen(page)).toEqual(expected);

  let offline = false;
  for (let step = 0; step < 100; step++) {
    if (next() < 0.15) {
      offline = !offline;
      await context.setOffline(offline);
    }
    const names = Object.keys(expected);
    const name = names[Math.floor(next() * names.length)] as string;
    const quantity = expected[name] as number;
    // Never empty the cart: keep at least two lines so there is always something to change.
    const increase = next() < 0.55 || (quantity === 1 && names.length <= 2);
    await cartIdle(page);
    if (increase) {
      await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
      expected[name] = quantity + 1;
    } else if (quantity > 1) {
      await page.getByRole('button', { name: `Decrease quantity of ${name}` }).click();
      expected[name] = quantity - 1;
    } else {
      await page.getByRole('button', { name: `Remove ${name} from cart` }).click();
      delete expected[name];
    }
    await expect.poll(() => cartOnScreen(page), { message: `step ${step}, seed ${seed}` }).toEqual(expected);
  }

  await context.setOffline(false);
  await expect.poll(() => cartOnServer(page), { timeout: 30_000, message: `seed ${seed}` }).toEqual(expected);
  await expect.poll(() => cartOnScreen(page), { message: `seed ${seed}` }).toEqual(expected);
  await page.reload();
  await expect.poll(() => cartOnScreen(page), { message: `seed ${seed}` }).toEqual(expected);
});
