import { eq, lte } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '../../../contract/catalog';
import { SUBCATEGORIES } from '../../../contract/categories';
import * as api from '../../../contract/endpoints/shop-catalog';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { orderTotal } from '../../../contract/order';
import {
  ActivityResponseSchema,
  EditorProductResponseSchema,
  FindProductsResponseSchema,
  LowStockResponseSchema,
  PICTURE_MAX_BYTES,
} from '../../../contract/shop-catalog';
import { activityLog, productPictures, products } from '../../db/schema';
import { freshProduct } from '../../test/shop-data';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { describeStaffAccess } from '../../test/staff-access';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { recordActivity } from '../activity/activity.repo';
import { newBuyer, refusal } from '../board/board.test-support';
import type { ProductRow } from '../catalog/catalog.repo';
import { searchTermsOf } from './new-product';

/** A valid EAN-13 made from twelve digits: the check digit computed as the contract checks it. */
function ean13(first12: string): string {
  const sum = [...first12].reduce((total, digit, at) => total + Number(digit) * (at % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const SHELF = SUBCATEGORIES[0]?.id ?? '';
const newProduct = (extra: Record<string, unknown> = {}) => ({
  name: 'Homestyle Berry Pickle 400 g',
  nameHi: 'करौंदे का अचार',
  brand: 'Ghar Ki Rasoi',
  category: SHELF,
  packSize: '400 g',
  price: 120,
  mrp: 150,
  stock: 12,
  description: 'Karonda berries pickled in mustard oil, made in small batches.',
  features: ['No preservatives'],
  ...extra,
});

/** This module's rows of the staff access table (server/test/staff-access.ts). */
describeStaffAccess([
  { endpoint: api.findProducts, roles: ['owner', 'packer'], query: () => ({ q: 'atta' }) },
  { endpoint: api.editorProduct, roles: ['owner', 'packer'], query: () => ({ id: '1' }) },
  { endpoint: api.updateProduct, roles: ['owner', 'packer'], body: () => ({ productId: 1, stock: 40 }) },
  { endpoint: api.addProduct, roles: ['owner'], body: () => newProduct() },
  {
    endpoint: api.uploadProductPicture,
    roles: ['owner'],
    body: () => {
      const form = new FormData();
      form.set('productId', '1');
      return form;
    },
  },
  { endpoint: api.lowStock, roles: ['owner', 'packer'] },
  { endpoint: api.activityLog, roles: ['owner'] },
]);

let shop: TestShop;
let owner: TestStaff;
let packer: TestStaff;
beforeAll(async () => {
  shop = await openTestShop();
  owner = await signedInStaff(shop, 'owner', { name: 'Owner Om' });
  packer = await signedInStaff(shop, 'packer', { name: 'Packer Priya' });
});
afterAll(async () => {
  await shop.close();
});

async function product(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return v.parse(EditorProductResponseSchema, await response.json()).data;
}

/** The log's entries about one product, oldest first. */
async function entriesAbout(row: Pick<ProductRow, 'id'>) {
  const rows = await shop.deps.db.select().from(activityLog).orderBy(activityLog.id);
  return rows.filter((entry) => entry.subject.endsWith(`(#${row.id})`));
}

describe('the owner changes a product', () => {
  it('changes price and MRP: the answer, the read model and one log entry say before and after', async () => {
    const row = await freshProduct(shop);
    const price = row.mrp + 5;
    const changed = await product(
      await owner.request('POST', api.updateProduct.path, { productId: row.id, price, mrp: row.mrp + 10 }),
    );
    expect(changed).toMatchObject({ id: row.id, price, mrp: row.mrp + 10, stock: row.stock });
    expect(shop.deps.catalog.product(row.id)).toMatchObject({ price, mrp: row.mrp + 10 });

    const entries = await entriesAbout(row);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'product.updated',
      staffName: 'Owner Om',
      subject: `${row.name} (#${row.id})`,
      before: { price: row.price, mrp: row.mrp },
      after: { price, mrp: row.mrp + 10 },
    });
  });

  it('records nothing when nothing changes, and a change sent again with its key is applied once', async () => {
    const row = await freshProduct(shop);
    const same = await owner.request('POST', api.updateProduct.path, { productId: row.id, price: row.price });
    expect(same.status).toBe(200);
    expect(await entriesAbout(row)).toHaveLength(0);

    const headers = { 'Idempotency-Key': 'editor-hide-1' };
    for (let i = 0; i < 2; i++) {
      const hidden = await product(
        await owner.request('POST', api.updateProduct.path, { productId: row.id, hidden: true }, headers),
      );
      expect(hidden.hidden).toBe(true);
    }
    const entries = await entriesAbout(row);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([[{ hidden: false }, { hidden: true }]]);
  });

  it('refuses a price above the MRP with 422, saying both, and changes nothing', async () => {
    const row = await freshProduct(shop);
    const answer = await refusal(
      await owner.request('POST', api.updateProduct.path, { productId: row.id, price: row.mrp + 1 }),
      422,
    );
    expect(answer.message).toBe(`The price (₹${row.mrp + 1}) cannot be above the MRP (₹${row.mrp}).`);
    expect(answer.errors).toHaveProperty('price');
    // Lowering the MRP under the price is the same mistake.
    await refusal(await owner.request('POST', api.updateProduct.path, { productId: row.id, mrp: row.price - 1 }), 422);
    const [kept] = await shop.deps.db.select().from(products).where(eq(products.id, row.id));
    expect(kept).toMatchObject({ price: row.price, mrp: row.mrp });
    expect(await entriesAbout(row)).toHaveLength(0);
  });

  it('answers 404 for a product that does not exist', async () => {
    await refusal(await owner.request('POST', api.updateProduct.path, { productId: 99_999_999, stock: 3 }), 404);
    await refusal(await owner.request('GET', `${api.editorProduct.path}?id=99999999`), 404);
  });
});

describe('a packer changes the stock only', () => {
  it("sets a product's stock, logged under the packer's name", async () => {
    const row = await freshProduct(shop, 7);
    const counted = await product(
      await packer.request('POST', api.updateProduct.path, { productId: row.id, stock: 19 }),
    );
    expect(counted.stock).toBe(19);
    const [entry] = await entriesAbout(row);
    expect(entry).toMatchObject({ staffName: 'Packer Priya', before: { stock: 7 }, after: { stock: 19 } });
  });

  it('is refused 403 naming the field for a price, or anything but the stock, and nothing changes', async () => {
    const row = await freshProduct(shop, 7);
    const answer = await refusal(
      await packer.request('POST', api.updateProduct.path, { productId: row.id, stock: 3, price: row.price - 1 }),
      403,
    );
    expect(answer.message).toBe('Packers may change the stock only, not price. Ask the owner.');
    expect(answer.errors).toEqual({ price: 'Only the owner may change this' });
    const hiding = await refusal(
      await packer.request('POST', api.updateProduct.path, { productId: row.id, hidden: true, available: false }),
      403,
    );
    expect(hiding.message).toContain('available, hidden');
    const [kept] = await shop.deps.db.select().from(products).where(eq(products.id, row.id));
    expect(kept).toMatchObject({ stock: 7, price: row.price, hidden: false, available: true });
    expect(await entriesAbout(row)).toHaveLength(0);
  });
});

describe('the owner adds a product', () => {
  it('is on sale at once, logged, and found by its Hindi name in Devanagari and in Latin letters', async () => {
    const barcode = ean13('890123400001');
    const added = await product(await owner.request('POST', api.addProduct.path, newProduct({ barcode })), 201);
    expect(added).toMatchObject({ name: 'Homestyle Berry Pickle 400 g', nameHi: 'करौंदे का अचार', barcode });
    expect(shop.deps.catalog.product(added.id)).toMatchObject({ name: added.name, stock: 12 });

    const find = async (query: Record<string, string>) => {
      const response = await packer.request('GET', `${api.findProducts.path}?${new URLSearchParams(query)}`);
      expect(response.status).toBe(200);
      return v.parse(FindProductsResponseSchema, await response.json()).data.map((found) => found.id);
    };
    expect(await find({ q: 'करौंदे' })).toContain(added.id);
    const [latin] = searchTermsOf('करौंदे');
    expect(await find({ q: latin ?? '' })).toContain(added.id);
    expect(await find({ barcode })).toEqual([added.id]);
    expect(await find({ q: 'करौंदे' })).not.toContain(1);

    // A shopper's search finds it by the same words.
    const search = await shop.app.request(
      `/api/user/product/searchProducts?keyword=${encodeURIComponent('करौंदे का अचार')}`,
    );
    expect(v.parse(ProductListResponseSchema, await search.json()).data.map((card) => card.id)).toContain(added.id);

    const [entry] = await entriesAbout(added);
    expect(entry).toMatchObject({ action: 'product.added', before: null });
    expect(entry?.after).toMatchObject({ name: added.name, nameHi: 'करौंदे का अचार', barcode, price: 120, mrp: 150 });
  });

  it('refuses a barcode with a wrong check digit (400), one already on a product (409), naming it', async () => {
    const good = ean13('890123400002');
    const wrong = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    const bad = await refusal(await owner.request('POST', api.addProduct.path, newProduct({ barcode: wrong })), 400);
    expect(bad.errors?.barcode).toBe('barcode must be an EAN-13 of 13 digits with the right check digit');

    const first = await product(await owner.request('POST', api.addProduct.path, newProduct({ barcode: good })), 201);
    const taken = await refusal(
      await owner.request('POST', api.addProduct.path, newProduct({ name: 'Another Pickle', barcode: good })),
      409,
    );
    expect(taken.message).toContain(`${first.name} (#${first.id})`);
    expect(taken.errors).toHaveProperty('barcode');
  });

  it('refuses an unknown category and a price above the MRP with 422, adding nothing', async () => {
    const before = await shop.deps.db.$count(products);
    const category = await refusal(
      await owner.request('POST', api.addProduct.path, newProduct({ category: 'Lunar Rocks' })),
      422,
    );
    expect(category.errors).toHaveProperty('category');
    expect(category.message).toContain(SHELF);
    const price = await refusal(
      await owner.request('POST', api.addProduct.path, newProduct({ price: 151, mrp: 150 })),
      422,
    );
    expect(price.message).toBe('The price (₹151) cannot be above the MRP (₹150).');
    expect(await shop.deps.db.$count(products)).toBe(before);
  });

  it('is refused to a packer', async () => {
    await refusal(await packer.request('POST', api.addProduct.path, newProduct()), 403);
  });
});

/** The first directory's entries of an EXIF block: whether it points to a GPS directory (tag 0x8825). */
function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const first = u32(4);
  for (let i = 0; i < u16(first); i++) if (u16(first + 2 + i * 12) === 0x8825) return true;
  return false;
}

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .toBuffer();
}

function pictureForm(productId: number, picture: Blob | string | undefined, view?: number) {
  const form = new FormData();
  form.set('productId', String(productId));
  if (view !== undefined) form.set('view', String(view));
  if (picture instanceof Blob) form.set('picture', picture, 'photo.jpg');
  else if (picture !== undefined) form.set('picture', picture);
  return form;
}

describe("the owner's photo of a product", () => {
  it('is kept as a 400 px WebP without the GPS position the phone wrote, and served in place of the drawing', async () => {
    const row = await freshProduct(shop);
    const photo = await photoWithGps();
    expect(hasGpsDirectory((await sharp(photo).metadata()).exif)).toBe(true);

    const saved = await product(
      await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, new Blob([photo]))),
    );
    expect(saved.id).toBe(row.id);
    expect(shop.deps.catalog.product(row.id)?.ownPictures).toBe(true);

    const served = await shop.app.request(`/images/products/${row.id}/0.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('Cache-Control')).toBe('public, no-cache');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes('EXIF')).toBe(false);
    // The photo's own red, not the drawing.
    const { data } = await sharp(bytes).extract({ left: 200, top: 200, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(data[0]).toBeGreaterThan(150);

    // Asked again with its ETag: 304. A view with no photo of its own shows the front's.
    const etag = served.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await shop.app.request(`/images/products/${row.id}/0.webp`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const side = await shop.app.request(`/images/products/${row.id}/2.webp`);
    expect(side.headers.get('ETag')).toBe(etag);

    const [entry] = await entriesAbout(row);
    expect(entry).toMatchObject({
      action: 'product.picture',
      before: { view: 0, picture: 'drawing' },
      after: { view: 0, picture: 'photo' },
    });
  });

  it('a new photo of a view is served with a new ETag', async () => {
    const row = await freshProduct(shop);
    const blue = await sharp({ create: { width: 300, height: 500, channels: 4, background: '#33c' } })
      .png()
      .toBuffer();
    await product(await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, new Blob([blue]), 1)));
    // View 1 only: view 0 has no photo, so it stays the drawing.
    expect((await shop.app.request(`/images/products/${row.id}/0.webp`)).headers.get('Cache-Control')).toContain(
      'immutable',
    );
    const first = (await shop.app.request(`/images/products/${row.id}/1.webp`)).headers.get('ETag');
    const green = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#3c3' } })
      .webp()
      .toBuffer();
    await product(
      await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, new Blob([green]), 1)),
    );
    const second = await shop.app.request(`/images/products/${row.id}/1.webp`, {
      headers: { 'If-None-Match': first ?? '' },
    });
    expect(second.status).toBe(200);
    expect(second.headers.get('ETag')).not.toBe(first);
    const pictures = await shop.deps.db.select().from(productPictures).where(eq(productPictures.productId, row.id));
    expect(pictures.map((p) => [p.view, p.size])).toEqual([[1, 'card']]);
    expect((await entriesAbout(row)).map((entry) => entry.before)).toEqual([
      { view: 1, picture: 'drawing' },
      { view: 1, picture: 'photo' },
    ]);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content (415), whatever its name', async () => {
    const row = await freshProduct(shop);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), gif, Buffer.from('not a photo')]) {
      const answer = await refusal(
        await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, new Blob([bytes]))),
        415,
      );
      expect(answer.message).toBe('The picture must be a JPEG, PNG or WebP photo.');
    }
    // A good start and then nothing: a cut-off upload.
    const cut = (await photoWithGps()).subarray(0, 400);
    await refusal(
      await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, new Blob([cut]))),
      415,
    );
    expect(await shop.deps.db.$count(productPictures, eq(productPictures.productId, row.id))).toBe(0);
  });

  it(`refuses a picture over ${PICTURE_MAX_BYTES / 1024 / 1024} MB (413), no picture (400), an unknown product (404)`, async () => {
    const row = await freshProduct(shop);
    const big = new Blob([new Uint8Array(PICTURE_MAX_BYTES + 1)]);
    const tooBig = await refusal(
      await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, big)),
      413,
    );
    expect(tooBig.message).toBe('The picture must be 10 MB or smaller.');
    await refusal(await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, undefined)), 400);
    await refusal(await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, 'text')), 400);
    const photo = new Blob([await photoWithGps()]);
    await refusal(await owner.request('POST', api.uploadProductPicture.path, pictureForm(99_999_999, photo)), 404);
    await refusal(await owner.request('POST', api.uploadProductPicture.path, pictureForm(row.id, photo, 3)), 400);
    await refusal(await owner.request('POST', api.uploadProductPicture.path, { productId: row.id }), 415);
  });
});

describe('the low-stock list', () => {
  it('holds products at or under their threshold that shoppers can see, the emptiest first', async () => {
    // The demo's own low stock would fill the list.
    await shop.deps.db.update(products).set({ stock: 500 }).where(lte(products.stock, products.lowStockThreshold));
    await shop.deps.catalog.rebuild();
    const nearlyOut = await freshProduct(shop, 2);
    const out = await freshProduct(shop, 0);
    const plenty = await freshProduct(shop, 50);
    const hidden = await freshProduct(shop, 1);
    await owner.request('POST', api.updateProduct.path, { productId: hidden.id, hidden: true });
    await owner.request('POST', api.updateProduct.path, { productId: plenty.id, lowStockThreshold: 50 });

    const response = await packer.request('GET', api.lowStock.path);
    expect(response.status).toBe(200);
    const list = v.parse(LowStockResponseSchema, await response.json()).data;
    const ids = list.map((found) => found.id);
    expect(ids).toEqual(expect.arrayContaining([nearlyOut.id, out.id, plenty.id]));
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(out.id)).toBeLessThan(ids.indexOf(nearlyOut.id));
    expect(ids.indexOf(nearlyOut.id)).toBeLessThan(ids.indexOf(plenty.id));
    expect(list.every((found, i) => i === 0 || (list[i - 1]?.stock ?? 0) <= found.stock)).toBe(true);
  });
});

describe('the activity log', () => {
  it('reads newest first, 50 a page, the next page before the last entry shown', async () => {
    const at = shop.clock.now();
    for (let i = 0; i < 55; i++) {
      await recordActivity(shop.deps.db, owner, { action: 'hours.changed', subject: `Opening hours ${i}` }, at);
    }
    const read = async (query = '') => {
      const response = await owner.request('GET', `${api.activityLog.path}${query}`);
      expect(response.status).toBe(200);
      return v.parse(ActivityResponseSchema, await response.json()).data;
    };
    const first = await read();
    expect(first.entries).toHaveLength(50);
    expect(first.more).toBe(true);
    expect(first.entries[0]).toMatchObject({
      subject: 'Opening hours 54',
      staffName: 'Owner Om',
      at: at.toISOString(),
    });
    const last = first.entries.at(-1)?.id ?? 0;
    const second = await read(`?before=${last}`);
    expect(second.entries[0]?.id).toBeLessThan(last);
    expect(second.entries.slice(0, 5).map((entry) => entry.subject)).toEqual([
      'Opening hours 4',
      'Opening hours 3',
      'Opening hours 2',
      'Opening hours 1',
      'Opening hours 0',
    ]);
  });
});

describe('shoppers never buy what the owner took off sale', () => {
  it('a product out of stock by the owner’s switch, with stock on the shelf: refused by the cart and by an order', async () => {
    const row = await freshProduct(shop, 30);
    const buyer = await newBuyer(shop);
    await product(await owner.request('POST', api.updateProduct.path, { productId: row.id, available: false }));

    const add = await refusal(await buyer.shopper.request('POST', '/api/user/cart/add', { productId: row.id }), 409);
    expect(add.message).toBe(`${row.name} is out of stock.`);
    const items = [{ productId: row.id, quantity: 1, price: row.price }];
    const order = await refusal(
      await buyer.shopper.request('POST', '/api/user/order/confirmOrder', {
        addressId: buyer.addressId,
        items,
        total: orderTotal(items, true),
        method: 'COD',
      }),
      409,
    );
    expect(order.errors).toEqual({ 'items.0.quantity': 'Out of stock' });
    const [kept] = await shop.deps.db.select().from(products).where(eq(products.id, row.id));
    expect(kept?.stock).toBe(30);
  });

  it('a hidden product: unknown to the cart and to an order, and gone from a cart that held it', async () => {
    const row = await freshProduct(shop, 30);
    const buyer = await newBuyer(shop);
    expect((await buyer.shopper.request('POST', '/api/user/cart/add', { productId: row.id })).status).toBe(201);
    await product(await owner.request('POST', api.updateProduct.path, { productId: row.id, hidden: true }));

    await refusal(
      await buyer.shopper.request('POST', '/api/user/cart/updateCart', { productId: row.id, quantity: 2 }),
      404,
    );
    const other = await newBuyer(shop, 'Ravi Kumar');
    const add = await refusal(await other.shopper.request('POST', '/api/user/cart/add', { productId: row.id }), 404);
    expect(add.message).toBe('Product not found.');
    const cart = await buyer.shopper.request('GET', '/api/user/cart/getCartItems');
    expect(((await cart.json()) as { data: { id: number }[] }).data.map((item) => item.id)).not.toContain(row.id);
    const items = [{ productId: row.id, quantity: 1, price: row.price }];
    const order = await buyer.shopper.request('POST', '/api/user/order/confirmOrder', {
      addressId: buyer.addressId,
      items,
      total: orderTotal(items, true),
      method: 'COD',
    });
    expect(order.status).toBe(404);
    expect(v.parse(FailureEnvelopeSchema, await order.json()).errors).toHaveProperty(['items.0.productId']);
  });
});
