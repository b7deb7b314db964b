import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, registerShopper, test } from './fixtures';
import { productsIn, setCartQuantity } from './shop-api';
import { DEMO_OWNER, signInStaffByApi } from './staff';

// Issue 49's proof: what the owner changes in the editor is on a shopper's open pages within 2 s, and what the
// owner adds is found by its Hindi name. Catalog changes are shared by every test, so the tests run one by one.
test.describe.configure({ mode: 'serial' });

const CATEGORY = 'Dals & Flours';
const ON_SCREEN = { timeout: 2000 };

let owner: Page;

test.beforeAll(async ({ browser }) => {
  owner = await ownerAtCounter(browser);
});

test.afterAll(async () => {
  await owner.context().close();
});

/** The owner at the counter laptop, signed in to the staff area. */
async function ownerAtCounter(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  await signInStaffByApi(context.request, DEMO_OWNER);
  return context.newPage();
}

const rupees = (price: number) => `₹${new Intl.NumberFormat('en-IN').format(price)}`;

/** A tab of the shopper's phone on `path`, once the page follows the catalog's changes. */
async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/catalog/events');
  await page.goto(path);
  expect((await streamOpened).status()).toBe(200);
  return page;
}

/** The owner finds a product by name in the editor and opens it. */
async function openInEditor(name: string) {
  await owner.goto('/shop/catalog');
  await owner.getByLabel('Name or barcode').fill(name);
  await owner.getByRole('button', { name: 'Search', exact: true }).click();
  await owner
    .getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(name);
}

test('the owner’s new price and a product taken off sale show on a shopper’s open pages and cart within 2 s', async ({
  page,
}) => {
  await registerShopper(page.request);
  const [repriced, switchedOff] = (await productsIn(page.request, CATEGORY)).filter((p) => p.status === 'in stock');
  if (!repriced || !switchedOff) throw new Error(`the demo catalog has ${CATEGORY} in stock`);
  await setCartQuantity(page.request, repriced.id, 1);
  const newPrice = repriced.currentPrice - 2;

  const category = await openTab(page.context(), `/category/${encodeURIComponent(CATEGORY)}`);
  const product = await openTab(page.context(), `/product/${encodeURIComponent(CATEGORY)}/${repriced.id}`);
  const cart = await openTab(page.context(), '/cart');
  const cardOf = (name: string) => category.locator('article.product-card').filter({ hasText: name });
  const cartLine = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({
    hasText: repriced.name,
  });
  await expect(cardOf(repriced.name).locator('.price__now')).toHaveText(rupees(repriced.currentPrice));
  await expect(cardOf(switchedOff.name)).toContainText('In Stock');
  await expect(cartLine.locator('.price__now')).toHaveText(rupees(repriced.currentPrice));

  await openInEditor(repriced.name);
  await owner.getByLabel('Price (₹)').fill(String(newPrice));
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText(`Saved: ${repriced.name}`)).toBeVisible();
  await expect(cardOf(repriced.name).locator('.price__now')).toHaveText(rupees(newPrice), ON_SCREEN);
  await expect(product.locator('.product-price .price__now')).toHaveText(rupees(newPrice), ON_SCREEN);
  await expect(cartLine.locator('.price__now')).toHaveText(rupees(newPrice), ON_SCREEN);

  await openInEditor(switchedOff.name);
  await owner.getByRole('switch', { name: /^In stock/ }).uncheck();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText(`Saved: ${switchedOff.name}`)).toBeVisible();
  await expect(cardOf(switchedOff.name)).toContainText('Out of Stock', ON_SCREEN);

  // Both changes are in the owner's log, with what they were and are.
  await owner.goto('/shop/activity');
  await expect(owner.getByRole('main')).toContainText(repriced.name);
  await expect(owner.getByRole('main')).toContainText(rupees(newPrice));
});

test('a product the owner adds with a picture is found by a shopper by its Hindi name', async ({ page }) => {
  const name = `Ghar Karonda Pickle ${Date.now() % 100_000}`;
  // A photo as a phone takes it: a JPEG, larger than the catalog's pictures.
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();

  await owner.goto('/shop/catalog/new');
  await owner.getByLabel('Name (English)').fill(name);
  await owner.getByLabel('Name in Hindi (optional)').fill('करौंदा अचार');
  await owner.getByLabel('Brand').fill('Ghar');
  await owner.getByLabel('Category').selectOption('Groceries');
  await owner.getByLabel('Pack size (e.g. 500 g, 1 L)').fill('400 g');
  await owner.getByLabel('Price (₹)').fill('120');
  await owner.getByLabel('MRP (₹)').fill('140');
  await owner.getByLabel('Stock (packs on the shelf)').fill('12');
  await owner.getByLabel('Description').fill('Karonda pickle made at home in mustard oil.');
  await owner
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await owner.getByRole('button', { name: 'Add the product' }).click();
  await expect(owner.getByText(`Added: ${name}`)).toBeVisible();

  await page.goto(`/search?keyword=${encodeURIComponent('करौंदा अचार')}`);
  const found = page.locator('article.product-card').filter({ hasText: name });
  await expect(found).toBeVisible();
  await expect(found.locator('.price__now')).toHaveText(rupees(120));
  // The picture is the owner's photo, made the catalog's WebP.
  const picture = await page.request.get((await found.locator('img').first().getAttribute('src')) ?? '');
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await picture.body()).metadata()).width).toBe(400);
});
