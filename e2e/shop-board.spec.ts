import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, registerShopper, test, uniquePhone } from './fixtures';
import { blackhole, isChange, type NetworkFaults, networkFaults, replyLost } from './network-faults';
import { orderCart, productsIn, setCartQuantity } from './shop-api';
import { DEMO_OWNER, signInStaffByApi } from './staff';

// One owner signs in once and makes each test's packer and rider: the demo staff's phones keep their code limits.
test.describe.configure({ mode: 'serial' });

/** How long the outbox may take to find the signal back by its own retries. */
const RETRY_WINDOW = 60_000;

let ownerContext: BrowserContext;

test.beforeAll(async ({ browser }) => {
  ownerContext = await browser.newContext();
  await signInStaffByApi(ownerContext.request, DEMO_OWNER);
});

test.afterAll(async () => {
  await ownerContext.close();
});

interface Staff {
  phone: string;
  name: string;
  page: Page;
  context: BrowserContext;
}

/** The owner adds a member; they sign in at /shop on their own browser, as staff do. */
async function newStaff(browser: Browser, role: 'packer' | 'rider', name: string): Promise<Staff> {
  const phone = uniquePhone();
  const added = await ownerContext.request.post('/api/shop/staff/add', { data: { phone, name, role } });
  expect(added.status(), await added.text()).toBe(200);
  // Contexts made here take the project's phone (the rider's); the packer's is the counter laptop.
  const context = await browser.newContext(
    role === 'packer' ? { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } : {},
  );
  const page = await context.newPage();
  await page.addInitScript(() => {
    // Counts the bell's beeps: the board rings through Web Audio.
    const beeps = { count: 0 };
    Object.assign(window, { beeps });
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createOscillator() {
        beeps.count++;
        return super.createOscillator();
      }
    };
  });
  await page.goto('/shop');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = (await page.getByText(/Demo code: \d{6}/).textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { phone, name, page, context };
}

/** A shopper with two products in the order: one of them will not be available. */
async function placeOrder(page: Page) {
  await registerShopper(page.request, { name: 'Meena Kumari' });
  const products = (await productsIn(page.request, 'Dals & Flours')).filter((p) => p.status === 'in stock');
  const [dal, rice] = products;
  if (!dal || !rice) throw new Error('the demo catalog has in-stock groceries');
  await setCartQuantity(page.request, dal.id, 1);
  await setCartQuantity(page.request, rice.id, 2);
  const orderId = await orderCart(page.request);
  const detail = await page.request.get(`/api/user/order/getOrderDetails?orderId=${orderId}`);
  const order = ((await detail.json()) as { data: { number: number; total: number } }).data;
  return { orderId, number: order.number, dal, rice, total: order.total };
}

/** The steps the server recorded for the order, in order, as the owner reads them. */
async function stepsOnServer(orderId: string): Promise<string[]> {
  const answer = await ownerContext.request.get(`/api/shop/orders/detail?orderId=${orderId}`);
  const order = ((await answer.json()) as { data: { events: { kind: string }[] } }).data;
  return order.events.map((event) => event.kind);
}

/** The steps both runs take, each recorded once. */
const EVERY_STEP_ONCE = ['placed', 'accepted', 'line_changed', 'packed', 'out_for_delivery', 'delivered'];

const card = (page: Page, number: number) => page.getByRole('article', { name: `#${number}`, exact: true });
/** A rider's deliveries are a list of links, each led by the order's number. */
const delivery = (page: Page, number: number) => page.getByRole('link', { name: new RegExp(`^#${number} `) });

test('a shopper orders; the packer and the rider move it along and the shopper sees each step without a reload', async ({
  page,
  browser,
}) => {
  const packer = await newStaff(browser, 'packer', 'Deepa Packer');
  const rider = await newStaff(browser, 'rider', 'Ravi Kumar');
  await expect(packer.page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await packer.page.getByRole('button', { name: 'Turn on sound' }).click();

  const placedAt = Date.now();
  const order = await placeOrder(page);
  await expect(card(packer.page, order.number)).toBeVisible({ timeout: 2000 });
  expect(Date.now() - placedAt, 'on the board within 2 s of placing').toBeLessThan(2500);
  await expect(packer.page).toHaveTitle(/^\(\d+\) New orders/);
  await expect
    .poll(() => packer.page.evaluate(() => (window as unknown as { beeps: { count: number } }).beeps.count))
    .toBeGreaterThan(0);

  await page.goto(`/dashboard/orders/${order.orderId}`);
  await expect(page.getByText(`#${order.number}`).first()).toBeVisible();

  await card(packer.page, order.number).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted').first()).toBeVisible({ timeout: 5000 });

  await card(packer.page, order.number).getByRole('link').click();
  const dalLine = packer.page.getByRole('listitem').filter({ hasText: order.dal.name });
  await dalLine.getByRole('button', { name: 'Not available' }).click();
  await expect(page.getByText('Not available').first()).toBeVisible({ timeout: 5000 });

  await packer.page.getByRole('button', { name: 'Packed' }).click();
  await packer.page.getByLabel('Rider').selectOption({ label: rider.name });
  await packer.page.getByRole('button', { name: 'Hand to rider' }).click();
  await expect(page.getByRole('link', { name: 'Call Ravi' })).toHaveAttribute('href', `tel:+91${rider.phone}`, {
    timeout: 5000,
  });

  await delivery(rider.page, order.number).click({ timeout: 5000 });
  await rider.page.getByRole('button', { name: 'Delivered — cash' }).click();
  await expect(page.getByText('Delivered').first()).toBeVisible({ timeout: 5000 });

  expect(await stepsOnServer(order.orderId)).toEqual(EVERY_STEP_ONCE);
  await packer.context.close();
  await rider.context.close();
});

test('the shop’s own patchy connection: every step reaches the server once though requests fail and replies are lost', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const packer = await newStaff(browser, 'packer', 'Kiran Packer');
  const rider = await newStaff(browser, 'rider', 'Ravi Shankar');
  const order = await placeOrder(page);
  await expect(card(packer.page, order.number)).toBeVisible({ timeout: 5000 });
  const packerFaults = await networkFaults(packer.context);
  const riderFaults = await networkFaults(rider.context);

  // Nothing gets through while the browser says online: the step waits, and lands once when the signal is back.
  const throughBlackhole = async (faults: NetworkFaults, page: Page, take: () => Promise<void>) => {
    await faults.add(blackhole());
    await take();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByText('Waiting to be sent').first()).toBeVisible();
    await faults.clear();
    await expect(page.getByText('Waiting to be sent')).toHaveCount(0, { timeout: RETRY_WINDOW });
  };
  // The server acts, its reply is lost: the outbox sends it again with its key and nothing happens twice.
  const replyLostOnce = async (faults: NetworkFaults, page: Page, take: () => Promise<void>) => {
    const lost = () => faults.changes.filter((change) => change.fate === 'lost').length;
    const before = lost();
    await faults.add(replyLost({ times: 1, only: isChange }));
    await take();
    await expect.poll(lost).toBe(before + 1);
    await faults.clear();
    await expect(page.getByText('Waiting to be sent')).toHaveCount(0, { timeout: RETRY_WINDOW });
  };

  await throughBlackhole(packerFaults, packer.page, () =>
    card(packer.page, order.number).getByRole('button', { name: 'Accept' }).click(),
  );
  await card(packer.page, order.number).getByRole('link').click();
  await replyLostOnce(packerFaults, packer.page, () =>
    packer.page
      .getByRole('listitem')
      .filter({ hasText: order.dal.name })
      .getByRole('button', { name: 'Not available' })
      .click(),
  );
  await replyLostOnce(packerFaults, packer.page, () => packer.page.getByRole('button', { name: 'Packed' }).click());
  await packer.page.getByLabel('Rider').selectOption({ label: rider.name });
  await throughBlackhole(packerFaults, packer.page, () =>
    packer.page.getByRole('button', { name: 'Hand to rider' }).click(),
  );

  await delivery(rider.page, order.number).click({ timeout: 10_000 });
  await replyLostOnce(riderFaults, rider.page, () =>
    rider.page.getByRole('button', { name: 'Delivered — cash' }).click(),
  );

  // Accept, not available, packed, handed over; delivered: each applied once, though some went more than once.
  expect([...packerFaults.appliedCount().values()]).toEqual([1, 1, 1, 1]);
  expect([...riderFaults.appliedCount().values()]).toEqual([1]);
  const fates = [...packerFaults.changes, ...riderFaults.changes].map((change) => change.fate);
  expect(fates).toContain('blocked');
  expect(fates.filter((fate) => fate === 'lost')).toHaveLength(3);
  expect(await stepsOnServer(order.orderId)).toEqual(EVERY_STEP_ONCE);
  await page.goto(`/dashboard/orders/${order.orderId}`);
  await expect(page.getByText('Delivered').first()).toBeVisible();
  await packer.context.close();
  await rider.context.close();
});

test('too late: the shopper cancels while the packer’s accept waits for a signal; the board shows it and says why', async ({
  page,
  browser,
}) => {
  const packer = await newStaff(browser, 'packer', 'Farah Packer');
  const order = await placeOrder(page);
  await expect(card(packer.page, order.number)).toBeVisible({ timeout: 5000 });
  const faults = await networkFaults(packer.context);
  await faults.add(blackhole());
  await card(packer.page, order.number).getByRole('button', { name: 'Accept' }).click();
  await expect(packer.page.getByText('Waiting to be sent').first()).toBeVisible();

  // Meanwhile the shopper cancels on their own phone.
  await page.goto(`/dashboard/orders/${order.orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.locator('.order-details__header .order-badge')).toHaveText('Cancelled');

  await faults.clear();
  await expect(packer.page.getByText('The shopper cancelled this order.')).toBeVisible({ timeout: RETRY_WINDOW });
  await expect(
    packer.page.getByRole('region', { name: 'Cancelled' }).getByRole('article', { name: `#${order.number}` }),
  ).toBeVisible();
  expect(await stepsOnServer(order.orderId)).toEqual(['placed', 'cancelled']);
  await packer.context.close();
});
