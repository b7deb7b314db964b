import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, persistedCache, test } from './fixtures';
import {
  airplane,
  blackhole,
  type Fault,
  isOrder,
  type NetworkFaults,
  networkFaults,
  pageFromTheWay,
  replyLost,
  slow,
  stall,
} from './network-faults';
import { cartIdle, cartOnScreen, outboxEmptied, outboxOnPhone, random, wishlistOnScreen } from './phone';
import { cartOf, ordersOf, productsIn, setCartQuantity, wishlistOf } from './shop-api';

/**
 * Issue 11, at random: a shopper changes cart and wishlist 120 times while the network switches between
 * good, nothing getting through, nothing coming back, replies lost, slow and airplane mode every few
 * changes, with reloads in between. After each change the screen must show what the shopper did; at the
 * end, with the network good again and the outbox empty, the server must hold exactly that, each change
 * applied once; then one order placed through a lost reply exists once.
 *
 * The seed is printed; `E2E_SEED=<seed> npx playwright test e2e/sync-random.spec.ts` repeats a run, and
 * E2E_OPERATIONS=<n> makes a longer one.
 */

const CATEGORY = 'Beverages';
// A tap that cannot happen (a button missing or disabled) fails the step, not the whole run's time.
test.use({ actionTimeout: 10_000 });
const OPERATIONS = Number(process.env.E2E_OPERATIONS ?? 120);
const MAX_QUANTITY = 4;

type Product = { id: number; name: string };
type Where = { page: 'cart' } | { page: 'wishlist' } | { page: 'product'; product: Product };

interface Model {
  cart: Record<string, number>;
  wishlist: Set<string>;
}

/** Products with stock to spare, so no change of this run can be refused for stock. */
async function plentifulProducts(page: Page, count: number): Promise<Product[]> {
  const found: Product[] = [];
  for (const product of (await productsIn(page.request, CATEGORY)).filter((p) => p.status === 'in stock')) {
    const [line] = await setCartQuantity(page.request, product.id, 1);
    await setCartQuantity(page.request, product.id, 0);
    if ((line?.maxQuantity ?? 0) >= 20) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} ${CATEGORY} products with 20 or more in stock`);
}

/** Each kind of fault the run meets; undefined is the good network. */
const FAULT_KINDS: ((next: () => number) => Fault | undefined)[] = [
  () => undefined,
  () => undefined,
  () => blackhole(),
  // Nothing comes back and nothing says so: held until the fault changes, then failed.
  () => stall(),
  // A captive portal's or a proxy's page in the shop's place: the request never reached it.
  (next) => pageFromTheWay(next() < 0.5 ? 403 : 502),
  () => replyLost(),
  (next) => slow(200 + Math.floor(next() * 1300), { hold: next() < 0.5 ? 'reply' : 'request' }),
  () => airplane(),
];

/**
 * The faults in turn from a shuffled deck, dealt again when it runs out: every kind comes within each eight switches,
 * so a run of any length meets each of them, in an order the seed decides.
 */
function faultDeck(next: () => number) {
  let deck: typeof FAULT_KINDS = [];
  return (): Fault | undefined => {
    if (deck.length === 0) {
      deck = [...FAULT_KINDS];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [deck[i], deck[j]] = [deck[j] as (typeof FAULT_KINDS)[number], deck[i] as (typeof FAULT_KINDS)[number]];
      }
    }
    return (deck.pop() as (typeof FAULT_KINDS)[number])(next);
  };
}

const pathOf = (where: Where) =>
  where.page === 'product' ? `/product/${encodeURIComponent(CATEGORY)}/${where.product.id}` : `/${where.page}`;

/** Checks that the page on screen shows the model (the part this page shows). */
async function expectScreen(page: Page, where: Where, model: Model, message: string) {
  if (where.page === 'cart') {
    await expect.poll(() => cartOnScreen(page), { message }).toEqual(model.cart);
  } else if (where.page === 'wishlist') {
    await expect.poll(() => wishlistOnScreen(page), { message }).toEqual([...model.wishlist].sort());
  } else {
    const { name } = where.product;
    await expect(page.getByRole('heading', { level: 1 }), message).toHaveText(name);
    const cart = page.getByRole('button', { name: name in model.cart ? 'Added to Cart' : 'Add to Cart' });
    await expect(cart, message).toBeVisible();
    const saved = model.wishlist.has(name) ? 'Added to Wishlist' : 'Add to Wishlist';
    await expect(page.getByRole('button', { name: saved }), message).toBeVisible();
  }
}

async function go(page: Page, where: Where) {
  await page.goto(pathOf(where));
  if (where.page === 'cart') await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  else if (where.page === 'wishlist') await expect(page.getByRole('heading', { level: 1 })).toContainText('Wishlist');
  else await expect(page.getByRole('heading', { level: 1 })).toHaveText(where.product.name);
}

/** A product's card on /wishlist. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** One change the shopper can make: where, whether it applies now, what it does on screen and in the model. */
interface Operation {
  name: string;
  where: Where;
  act: (page: Page) => Promise<void>;
  apply: (model: Model) => void;
}

function operations(products: Product[], model: Model): Operation[] {
  const ops: Operation[] = [];
  for (const product of products) {
    const { name } = product;
    const quantity = model.cart[name];
    const onProduct: Where = { page: 'product', product };
    if (quantity === undefined) {
      ops.push({
        name: `add ${name} to the cart`,
        where: onProduct,
        act: (page) => page.getByRole('button', { name: 'Add to Cart' }).click(),
        apply: (m) => {
          m.cart[name] = 1;
        },
      });
    } else {
      const stepper = async (page: Page, button: string) => {
        await cartIdle(page);
        await page.getByRole('button', { name: button }).click();
      };
      if (quantity < MAX_QUANTITY)
        ops.push({
          name: `${name} to ${quantity + 1}`,
          where: { page: 'cart' },
          act: (page) => stepper(page, `Increase quantity of ${name}`),
          apply: (m) => {
            m.cart[name] = quantity + 1;
          },
        });
      if (quantity > 1)
        ops.push({
          name: `${name} to ${quantity - 1}`,
          where: { page: 'cart' },
          act: (page) => stepper(page, `Decrease quantity of ${name}`),
          apply: (m) => {
            m.cart[name] = quantity - 1;
          },
        });
      // At one the stepper's minus is the line's Remove button.
      if (quantity === 1)
        ops.push({
          name: `remove ${name} from the cart`,
          where: { page: 'cart' },
          act: (page) => stepper(page, `Remove ${name} from cart`),
          apply: (m) => {
            delete m.cart[name];
          },
        });
    }
    if (model.wishlist.has(name)) {
      ops.push({
        name: `remove ${name} from the wishlist`,
        where: { page: 'wishlist' },
        act: (page) =>
          card(page, name)
            .getByRole('button', { name: /^Remove/ })
            .click(),
        apply: (m) => {
          m.wishlist.delete(name);
        },
      });
      if (quantity === undefined)
        ops.push({
          name: `move ${name} from the wishlist to the cart`,
          where: { page: 'wishlist' },
          act: (page) =>
            card(page, name)
              .getByRole('button', { name: /^Move to Cart/ })
              .click(),
          apply: (m) => {
            // One change: into the cart and off the wishlist (issue 12).
            m.cart[name] = 1;
            m.wishlist.delete(name);
          },
        });
    } else {
      ops.push({
        name: `save ${name} to the wishlist`,
        where: onProduct,
        act: (page) => page.getByRole('button', { name: 'Add to Wishlist' }).click(),
        apply: (m) => {
          m.wishlist.add(name);
        },
      });
    }
  }
  return ops;
}

const samePlace = (a: Where, b: Where) =>
  a.page === b.page && (a.page !== 'product' || (b.page === 'product' && a.product.id === b.product.id));

test(`${OPERATIONS} cart and wishlist changes under random faults and reloads: the server ends with what the phone shows, each change once`, async ({
  page,
  context,
  signIn,
  waitForServiceWorker,
}) => {
  // About 3 minutes beside the other tests on a busy 2-core host.
  test.setTimeout(480_000);
  const seed = Number(process.env.E2E_SEED ?? Date.now() % 100_000);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  console.log(`sync-random seed ${seed} (repeat with E2E_SEED=${seed})`);
  const next = random(seed);
  const pickFault = faultDeck(next);
  const started = Date.now();

  await signIn();
  const products = await plentifulProducts(page, 5);
  const faults = await networkFaults(context);
  // Online once: the service worker, and every page this run opens, on the phone.
  await page.goto('/');
  await waitForServiceWorker();
  for (const product of products) await go(page, { page: 'product', product });
  await go(page, { page: 'wishlist' });
  await go(page, { page: 'cart' });
  let where: Where = { page: 'cart' };

  const model: Model = { cart: {}, wishlist: new Set() };
  let removeFault: (() => Promise<void>) | undefined;
  let faultName = 'none';
  let nextSwitch = 0;
  let nextReload = 10;
  const history: string[] = [];
  const trail = recordTrail(page, started);

  try {
    for (let step = 0; step < OPERATIONS; step++) {
      if (step >= nextSwitch) {
        await removeFault?.();
        const fault = pickFault();
        removeFault = fault ? await faults.add(fault) : undefined;
        faultName = fault?.name ?? 'none';
        trail.note(`fault ${faultName}`);
        nextSwitch = step + 3 + Math.floor(next() * 6);
      }
      const situation = `step ${step} (${faultName}), seed ${seed}; last: ${history.slice(-4).join(' | ')}`;
      if (step >= nextReload) {
        trail.note('reload');
        await page.reload();
        await expectScreen(page, where, model, `after the reload at ${situation}`);
        nextReload = step + 8 + Math.floor(next() * 5);
      }

      const available = operations(products, model);
      const here = available.filter((op) => samePlace(op.where, where));
      const pool = here.length > 0 && next() < 0.75 ? here : available;
      const op = pool[Math.floor(next() * pool.length)] as Operation;
      if (!samePlace(op.where, where)) {
        where = op.where;
        trail.note(`open ${pathOf(where)}`);
        await go(page, where);
        await expectScreen(page, where, model, `on arrival at ${situation}`);
      }
      history.push(`${op.name} [${faultName}]`);
      trail.note(`step ${step}: ${op.name}`);
      await op.act(page);
      op.apply(model);
      await expectScreen(page, where, model, `after "${op.name}" at ${situation}`);
    }

    // The network is good again: everything waiting goes, and the server holds what the shopper did.
    await removeFault?.();
    await faults.clear();
    await outboxEmptied(page, 45_000);
    const serverCart = Object.fromEntries((await cartOf(page.request)).map((line) => [line.name, line.quantity]));
    expect(serverCart, `seed ${seed}`).toEqual(model.cart);
    expect((await wishlistOf(page.request)).map((entry) => entry.name).sort(), `seed ${seed}`).toEqual(
      [...model.wishlist].sort(),
    );
    expectNoChangeAppliedTwice(faults, OPERATIONS, seed);
    for (const at of [{ page: 'cart' }, { page: 'wishlist' }] as const) {
      await go(page, at);
      await expectScreen(page, at, model, `at the end, seed ${seed}`);
      await page.reload();
      await expectScreen(page, at, model, `at the end after a reload, seed ${seed}`);
    }

    // One order of the whole cart whose first reply is lost: placed once.
    if (Object.keys(model.cart).length > 0) {
      await placeOrderWithLostReply(page, faults);
      await expect.poll(() => ordersOf(page.request), { timeout: 30_000 }).toHaveLength(1);
      const [order] = await ordersOf(page.request);
      const ordered = Object.fromEntries(
        (order?.items ?? []).map((item) => [products.find((p) => p.id === item.product.id)?.name, item.quantity]),
      );
      expect(ordered, `seed ${seed}`).toEqual(model.cart);
      await outboxEmptied(page);
      expect(await ordersOf(page.request), `no order twice, seed ${seed}`).toHaveLength(1);
    }
  } catch (error) {
    await trail.attach();
    throw error;
  }
  console.log(`sync-random: ${OPERATIONS} operations in ${Math.round((Date.now() - started) / 1000)} s, seed ${seed}`);
});

/** Every key the server saw was applied once (a 2xx that was not a replay), and every change reached it. */
function expectNoChangeAppliedTwice(faults: NetworkFaults, made: number, seed: number) {
  const counts = faults.appliedCount();
  const wrong = [...counts].filter(([, count]) => count !== 1);
  const detail = wrong.map(([key]) => faults.changes.filter((change) => change.key === key));
  expect(wrong, `seed ${seed}: ${JSON.stringify(detail, null, 1)}`).toEqual([]);
  expect(counts.size, `seed ${seed}: changes that reached the server`).toBe(made);
}

async function placeOrderWithLostReply(page: Page, faults: NetworkFaults) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const lift = await faults.add(replyLost({ only: isOrder, times: 1 }));
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({ timeout: 30_000 });
  await lift();
}

/**
 * What led up to a failure, attached to the report: the run's steps, faults and reloads with every
 * cart and wishlist request (page or service worker, status), then the phone's stored state.
 */
function recordTrail(page: Page, started: number) {
  const lines: string[] = [];
  const at = () => `${String(Date.now() - started).padStart(7)} ms`;
  const personal = (url: string) => /\/api\/user\/(cart|wishlist)\//.test(url);
  const describe = (request: import('@playwright/test').Request) =>
    `${request.serviceWorker() ? 'sw  ' : 'page'} ${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ''}`;
  page.context().on('requestfinished', (request) => {
    if (personal(request.url()))
      void request.response().then((response) => lines.push(`${at()} ${describe(request)} -> ${response?.status()}`));
  });
  page.context().on('requestfailed', (request) => {
    if (personal(request.url())) lines.push(`${at()} ${describe(request)} -> ${request.failure()?.errorText}`);
  });
  return {
    note: (line: string) => lines.push(`${at()} ${line}`),
    async attach() {
      const stored = await Promise.all([persistedCache(page), outboxOnPhone(page)]).catch(() => ['', []]);
      const body = [
        ...lines.slice(-200),
        '',
        'persisted query cache:',
        String(stored[0]).slice(0, 20_000),
        '',
        'outbox:',
        JSON.stringify(stored[1], null, 1),
      ];
      // A file, not a body: the list reporter shows a body's first lines only.
      const path = test.info().outputPath('trail.txt');
      await writeFile(path, body.join('\n'));
      await test.info().attach('trail', { path, contentType: 'text/plain' });
    },
  };
}
