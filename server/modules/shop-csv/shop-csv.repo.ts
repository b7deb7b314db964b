import { asc, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { SUBCATEGORIES } from '../../../contract/categories';
import type { StaffMember } from '../../../contract/shop';
import { AddProductBodySchema, isValidEan13 } from '../../../contract/shop-catalog';
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvField,
  type ImportAdded,
  type ImportChange,
  type ImportError,
} from '../../../contract/shop-csv';
import { brandColour } from '../../catalog-data/brands';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { isBadText } from '../../http/plain-text';
import { recordActivity } from '../activity/activity.repo';
import { categoryError, newProductValues, nextProductId, searchTermsOf } from '../shop-catalog/new-product';
import { type Cell, isFormula, unescapeCell } from './csv';
import type { shopCsvMessages } from './messages';

type Words = (typeof shopCsvMessages)['en'];

/** What one line of the file says of a product: every column of the export but its id. */
export interface CsvProduct {
  name: string;
  nameHi: string | null;
  brand: string;
  category: string;
  packSize: string;
  barcode: string | null;
  price: number;
  mrp: number;
  stock: number;
  available: boolean;
  hidden: boolean;
  lowStockThreshold: number;
}

type Field = CsvField;

const FIELDS: Record<Field, keyof CsvProduct> = {
  name: 'name',
  name_hi: 'nameHi',
  brand: 'brand',
  category: 'category',
  pack_size: 'packSize',
  barcode: 'barcode',
  price: 'price',
  mrp: 'mrp',
  stock: 'stock',
  available: 'available',
  hidden: 'hidden',
  low_stock_threshold: 'lowStockThreshold',
};

/** The same limits as the editor's (contract/shop-catalog.ts): text lengths, whole rupees, counts. */
const TEXT_MAX: Partial<Record<Field, number>> = { name: 120, name_hi: 120, brand: 60, category: 60, pack_size: 30 };
const AMOUNT_MAX = 1_000_000;

const shopColumns = {
  id: products.id,
  name: products.name,
  nameHi: products.nameHi,
  brand: products.brand,
  category: products.categoryId,
  packSize: products.packSize,
  barcode: products.barcode,
  price: products.price,
  mrp: products.mrp,
  stock: products.stock,
  available: products.available,
  hidden: products.hidden,
  lowStockThreshold: products.lowStockThreshold,
  subName: products.subName,
  colour: products.colour,
  specifications: products.specifications,
  searchTerms: products.searchTerms,
};

/** A product as the shop holds it, with the columns that follow from the file's (a brand's colour, the search terms). */
export type ShopProduct = CsvProduct & {
  id: number;
  subName: string;
  colour: string;
  specifications: Record<string, string>;
  searchTerms: string[];
};

/** Every product, hidden ones too, by id. */
export function shopProducts(db: Db): Promise<ShopProduct[]> {
  return db.select(shopColumns).from(products).orderBy(asc(products.id));
}

/** A product's row of the export, in CSV_COLUMNS' order. */
export function exportCells(product: ShopProduct): Cell[] {
  return CSV_COLUMNS.map((column) => (column === 'id' ? product.id : product[FIELDS[column]]));
}

/** A cell as the export writes it, before escaping: what an untouched cell of the file reads back as. */
function exportedText(product: ShopProduct, field: Field): string {
  const value = product[FIELDS[field]];
  return value === null ? '' : String(value);
}

/** One product line of the file: its row number as the spreadsheet shows it, and its cells by column. */
export interface CsvLine {
  line: number;
  cells: Record<CsvColumn, string>;
  /** More cells than the header, with something in them. */
  extra: number;
}

/** The header's column of each place, or what is wrong with it (missing, unknown or repeated columns). */
export function readHeader(header: readonly string[], words: Words): CsvColumn[] | string {
  const names = header.map((name, at) => (at === 0 ? name.replace(/^\uFEFF/, '') : name).trim().toLowerCase());
  const known = new Set<string>(CSV_COLUMNS);
  // A spreadsheet may keep empty columns to the right of the table.
  while (names.length > 0 && names.at(-1) === '') names.pop();
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  const unknown = [...new Set(names.filter((name) => !known.has(name)))].map((name) => name || '""');
  const repeated = [...new Set(names.filter((name, at) => known.has(name) && names.indexOf(name) !== at))];
  const problems = [
    missing.length > 0 ? words.missingColumns({ columns: missing.join(', ') }) : '',
    unknown.length > 0 ? words.unknownColumns({ columns: unknown.join(', ') }) : '',
    repeated.length > 0 ? words.repeatedColumns({ columns: repeated.join(', ') }) : '',
  ].filter(Boolean);
  return problems.length > 0 ? words.wrongHeader({ problems: problems.join('; ') }) : (names as CsvColumn[]);
}

/** The file's product lines under its header (row 1); blank rows are passed over, keeping the rows' numbers. */
export function linesOf(rows: readonly string[][], columns: readonly CsvColumn[]): CsvLine[] {
  const lines: CsvLine[] = [];
  for (let at = 1; at < rows.length; at++) {
    const row = rows[at] ?? [];
    if (row.every((cell) => cell.trim() === '')) continue;
    const cells = Object.fromEntries(CSV_COLUMNS.map((column) => [column, ''])) as Record<CsvColumn, string>;
    columns.forEach((column, place) => {
      cells[column] = row[place] ?? '';
    });
    const extra = row.slice(columns.length).some((cell) => cell.trim() !== '') ? row.length : 0;
    lines.push({ line: at + 1, cells, extra });
  }
  return lines;
}

/** What the file would do: every change and new product, or the bad lines (then nothing is done). */
export interface ImportPlan {
  lines: number;
  changes: ImportChange[];
  updates: { line: number; before: ShopProduct; after: CsvProduct }[];
  added: (ImportAdded & { product: v.InferOutput<typeof AddProductBodySchema>; available: boolean; hidden: boolean })[];
  errors: ImportError[];
}

/** Name, brand and pack size as a new line is matched by when it has no barcode: case and spacing aside. */
const identityOf = (name: string, brand: string, packSize: string) =>
  [name, brand, packSize].map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u0000');

/**
 * Checks every line against the catalog as `db` holds it and says what each would change. A line with an id is that
 * product; one without is a new product unless the shop has it already (the same barcode, or without one the same
 * name, brand and pack size), so the same file imported twice adds nothing twice.
 */
export async function planImport(db: Db, lines: readonly CsvLine[], words: Words): Promise<ImportPlan> {
  const shop = await shopProducts(db);
  const byId = new Map(shop.map((product) => [product.id, product]));
  const byBarcode = new Map(shop.flatMap((product) => (product.barcode ? [[product.barcode, product]] : [])));
  const byIdentity = new Map<string, ShopProduct[]>();
  for (const product of shop) {
    const key = identityOf(product.name, product.brand, product.packSize);
    byIdentity.set(key, [...(byIdentity.get(key) ?? []), product]);
  }

  const plan: ImportPlan = { lines: lines.length, changes: [], updates: [], added: [], errors: [] };
  const refuse = (line: number, column: CsvColumn | null, reason: string) => plan.errors.push({ line, column, reason });
  /** Which line names each product (an id), or each new one (its barcode or identity): a second is refused. */
  const firstLineOf = new Map<string, number>();
  const claim = (key: string, line: number) => {
    const first = firstLineOf.get(key);
    if (first === undefined) firstLineOf.set(key, line);
    return first;
  };
  const read: { line: number; stored: ShopProduct | undefined; product: CsvProduct }[] = [];

  for (const { line, cells, extra } of lines) {
    if (extra > 0) {
      refuse(line, null, words.tooManyCells({ count: extra, header: CSV_COLUMNS.length }));
      continue;
    }
    const id = cells.id.trim();
    let stored: ShopProduct | undefined;
    if (id !== '') {
      if (!/^\d{1,9}$/.test(id)) {
        refuse(line, 'id', words.badId);
        continue;
      }
      stored = byId.get(Number(id));
      if (!stored) {
        refuse(line, 'id', words.unknownId({ id: Number(id) }));
        continue;
      }
    }
    const barcode = unescapeCell(cells.barcode).trim();
    const identity = identityOf(unescapeCell(cells.name), unescapeCell(cells.brand), unescapeCell(cells.pack_size));
    if (!stored) {
      const found = barcode ? byBarcode.get(barcode) : undefined;
      // Without the barcode in the shop: the same product added before without one, if any (it gets it now).
      const candidates = found
        ? [found]
        : byIdentity.get(identity)?.filter((product) => !barcode || product.barcode === null);
      if (candidates && candidates.length > 1) {
        refuse(line, 'id', words.ambiguous({ ids: candidates.map((found) => `#${found?.id}`).join(', ') }));
        continue;
      }
      stored = candidates?.[0];
    }
    const key = stored ? `#${stored.id}` : barcode ? `barcode ${barcode}` : identity;
    const first = claim(key, line);
    if (first !== undefined) {
      refuse(line, stored ? 'id' : null, words.sameProduct({ line: first }));
      continue;
    }
    const product = readProduct(line, cells, stored, words, refuse);
    if (product) read.push({ line, stored, product });
  }

  // A barcode is one product's: the shop's other products keep theirs, and no two lines may give the same one.
  const targeted = new Set(read.flatMap(({ stored }) => (stored ? [stored.id] : [])));
  const barcodeOwner = new Map<string, { id?: number; line?: number }>();
  for (const product of shop) {
    if (product.barcode && !targeted.has(product.id)) barcodeOwner.set(product.barcode, { id: product.id });
  }
  for (const { line, stored, product } of read) {
    if (!product.barcode) continue;
    const owner = barcodeOwner.get(product.barcode);
    if (!owner) barcodeOwner.set(product.barcode, { id: stored?.id, line });
    else if (owner.line !== undefined) refuse(line, 'barcode', words.sameProduct({ line: owner.line }));
    else refuse(line, 'barcode', words.barcodeTaken({ id: owner.id ?? 0 }));
  }
  if (plan.errors.length === 0) planChanges(plan, read, refuse, words);
  if (plan.errors.length > 0) {
    // A file with a bad line changes nothing: its dry run says only what is wrong.
    plan.errors.sort((a, b) => a.line - b.line);
    Object.assign(plan, { changes: [], updates: [], added: [] });
  }
  return plan;
}

/** Every field that differs, and every new product as the editor would add it. */
function planChanges(
  plan: ImportPlan,
  read: readonly { line: number; stored: ShopProduct | undefined; product: CsvProduct }[],
  refuse: (line: number, column: CsvColumn | null, reason: string) => void,
  words: Words,
) {
  for (const { line, stored, product } of read) {
    if (stored) {
      const changed = (Object.keys(FIELDS) as Field[]).filter(
        (field) => stored[FIELDS[field]] !== product[FIELDS[field]],
      );
      if (changed.length === 0) continue;
      plan.updates.push({ line, before: stored, after: product });
      for (const field of changed) {
        const key = FIELDS[field];
        plan.changes.push({
          line,
          productId: stored.id,
          name: stored.name,
          field,
          before: stored[key],
          after: product[key],
        });
      }
      continue;
    }
    // The editor's own check of a new product, so one added by a file is one the editor would add.
    const body = v.safeParse(AddProductBodySchema, {
      name: product.name,
      nameHi: product.nameHi ?? undefined,
      brand: product.brand,
      category: product.category,
      packSize: product.packSize,
      barcode: product.barcode ?? undefined,
      price: product.price,
      mrp: product.mrp,
      stock: product.stock,
      lowStockThreshold: product.lowStockThreshold,
      description: `${product.name}, ${product.packSize}.`,
    });
    if (!body.success) {
      refuse(line, null, words.notAddable({ reason: body.issues[0].message }));
      continue;
    }
    plan.added.push({
      line,
      productId: null,
      name: product.name,
      brand: product.brand,
      packSize: product.packSize,
      price: product.price,
      stock: product.stock,
      product: body.output,
      available: product.available,
      hidden: product.hidden,
    });
  }
}

/**
 * The line's cells read as a product, or undefined after refusing each bad cell. A cell that reads back as what the
 * shop holds is no change and is taken as it is; any other is checked as the editor checks it.
 */
function readProduct(
  line: number,
  cells: Record<CsvColumn, string>,
  stored: ShopProduct | undefined,
  words: Words,
  refuse: (line: number, column: CsvColumn | null, reason: string) => void,
): CsvProduct | undefined {
  const product: Partial<Record<keyof CsvProduct, unknown>> = {};
  let bad = false;
  const wrong = (column: Field, reason: string) => {
    refuse(line, column, reason);
    bad = true;
  };
  for (const field of Object.keys(FIELDS) as Field[]) {
    const text = unescapeCell(cells[field]).trim();
    const key = FIELDS[field];
    if (stored && text === exportedText(stored, field)) {
      product[key] = stored[key];
      continue;
    }
    if (isFormula(text)) {
      wrong(field, words.formula({ column: field }));
      continue;
    }
    if (isBadText(text) || /[\t\n\r]/.test(text)) {
      wrong(field, words.notText({ column: field }));
      continue;
    }
    const value = readCell(field, text, words);
    if (typeof value === 'object' && value !== null) wrong(field, value.refusal);
    else product[key] = value;
  }
  if (bad) return undefined;
  const read = product as unknown as CsvProduct;
  if (read.price > read.mrp) {
    refuse(line, 'price', words.priceAboveMrp({ price: read.price, mrp: read.mrp }));
    return undefined;
  }
  return read;
}

type Read = string | number | boolean | null | { refusal: string };

function readCell(field: Field, text: string, words: Words): Read {
  const column = field;
  switch (field) {
    case 'name':
    case 'brand':
    case 'pack_size':
    case 'category':
    case 'name_hi': {
      if (text === '') return field === 'name_hi' ? null : { refusal: words.required({ column }) };
      const max = TEXT_MAX[field] ?? 0;
      if (text.length > max) return { refusal: words.tooLong({ column, max }) };
      if (field === 'category' && categoryError(text) !== undefined) {
        return { refusal: words.badCategory({ example: SUBCATEGORIES[0]?.id ?? '' }) };
      }
      return text;
    }
    case 'barcode':
      if (text === '') return null;
      return isValidEan13(text) ? text : { refusal: words.badBarcode };
    case 'price':
    case 'mrp':
      return wholeNumber(text, column, 1, words);
    case 'stock':
    case 'low_stock_threshold':
      return wholeNumber(text, column, 0, words);
    case 'available':
    case 'hidden': {
      const said = text.toLowerCase();
      if (['true', 'yes', '1'].includes(said)) return true;
      if (['false', 'no', '0'].includes(said)) return false;
      return { refusal: words.notYesNo({ column }) };
    }
  }
}

function wholeNumber(text: string, column: Field, min: number, words: Words): Read {
  if (text === '') return { refusal: words.required({ column }) };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { refusal: words.notANumber({ column }) };
  const value = Number(text);
  if (!Number.isInteger(value)) return { refusal: words.notWhole({ column }) };
  if (value < 0 && min === 0) return { refusal: words.negative({ column }) };
  if (value < min) return { refusal: words.tooSmall({ column, min }) };
  if (value > AMOUNT_MAX) return { refusal: words.tooBig({ column, max: '1000000' }) };
  return value;
}

/** The most changes the activity log keeps of one import; the rest are counted. */
const LOGGED_CHANGES = 50;

/**
 * Writes the plan in the caller's transaction: every changed product, every new one (made as the editor makes it),
 * and one entry in the activity log. Returns the ids of the products changed and added.
 */
export async function applyPlan(
  tx: Db,
  plan: ImportPlan,
  by: Pick<StaffMember, 'id' | 'name'>,
  at: Date,
): Promise<number[]> {
  // A barcode moving from one product to another would meet itself on the unique index: the old ones go first.
  const movedBarcodes = plan.updates
    .filter(({ before, after }) => before.barcode !== null && before.barcode !== after.barcode)
    .map(({ before }) => before.id);
  if (movedBarcodes.length > 0) {
    await tx.update(products).set({ barcode: null }).where(inArray(products.id, movedBarcodes));
  }
  // A statement per batch, not per product: the products trigger runs once a statement (decision 020).
  for (let from = 0; from < plan.updates.length; from += BATCH) {
    await updateProducts(tx, plan.updates.slice(from, from + BATCH));
  }
  for (const added of plan.added) added.productId = await nextProductId(tx);
  for (let from = 0; from < plan.added.length; from += BATCH) {
    const rows = plan.added.slice(from, from + BATCH).map((added) => ({
      ...newProductValues(added.product, added.productId ?? 0, at),
      // The schema makes an absent Hindi name ''; the file's empty cell means none, as the export writes it.
      nameHi: added.product.nameHi || null,
      available: added.available,
      hidden: added.hidden,
    }));
    await tx.insert(products).values(rows);
  }

  const count = plan.updates.length + plan.added.length;
  if (count > 0) {
    await recordActivity(
      tx,
      by,
      {
        action: 'catalog.imported',
        subject: `CSV import: ${count} ${count === 1 ? 'product' : 'products'}`,
        after: {
          changed: plan.updates.length,
          added: plan.added.length,
          changes: plan.changes
            .slice(0, LOGGED_CHANGES)
            .map(({ productId, name, field, before, after }) => ({ productId, name, field, before, after })),
          newProducts: plan.added.slice(0, LOGGED_CHANGES).map(({ productId, name }) => ({ productId, name })),
          more: Math.max(0, plan.changes.length - LOGGED_CHANGES) + Math.max(0, plan.added.length - LOGGED_CHANGES),
        },
      },
      at,
    );
  }
  return [...plan.updates.map(({ before }) => before.id), ...plan.added.map(({ productId }) => productId ?? 0)];
}

/** Products written by one statement: 500 rows of 17 values stay far under a statement's 65,535 parameters. */
const BATCH = 500;

/** What a product's row becomes: the file's fields, and the columns that follow from them as a new product's do. */
function rowFor(before: ShopProduct, after: CsvProduct) {
  const moved = after.category !== before.category;
  const relabelled = after.brand !== before.brand || after.packSize !== before.packSize;
  // The old Hindi name's words leave the search terms and the new one's come in; the catalog's own terms stay.
  const leaving = new Set(searchTermsOf(before.nameHi ?? undefined));
  const kept = before.searchTerms.filter((term) => !leaving.has(term));
  return {
    ...after,
    subName: moved
      ? (SUBCATEGORIES.find((shelf) => shelf.id === after.category)?.subNames[0] ?? after.category)
      : before.subName,
    colour: relabelled ? brandColour(after.brand) : before.colour,
    specifications: relabelled
      ? { ...before.specifications, Brand: after.brand, 'Pack size': after.packSize }
      : before.specifications,
    searchTerms:
      after.nameHi === before.nameHi
        ? before.searchTerms
        : [...new Set([...kept, ...searchTermsOf(after.nameHi ?? undefined)])],
  };
}

/** The columns an update sets, each with its type for the VALUES list and its value in a product's row. */
const UPDATED: [PgColumn, string, (row: ReturnType<typeof rowFor>) => unknown][] = [
  [products.name, 'text', (row) => row.name],
  [products.nameHi, 'text', (row) => row.nameHi],
  [products.brand, 'text', (row) => row.brand],
  [products.categoryId, 'text', (row) => row.category],
  [products.subName, 'text', (row) => row.subName],
  [products.packSize, 'text', (row) => row.packSize],
  [products.barcode, 'text', (row) => row.barcode],
  [products.price, 'integer', (row) => row.price],
  [products.mrp, 'integer', (row) => row.mrp],
  [products.stock, 'integer', (row) => row.stock],
  [products.available, 'boolean', (row) => row.available],
  [products.hidden, 'boolean', (row) => row.hidden],
  [products.lowStockThreshold, 'integer', (row) => row.lowStockThreshold],
  [products.colour, 'text', (row) => row.colour],
  [products.specifications, 'jsonb', (row) => JSON.stringify(row.specifications)],
  // An array as a parameter is spelt differently by each driver: it goes as JSON and is unpacked in SQL.
  [products.searchTerms, 'jsonb', (row) => JSON.stringify(row.searchTerms)],
];

/** `UPDATE products … FROM (VALUES …)`: every product of the batch in one statement. */
async function updateProducts(tx: Db, batch: ImportPlan['updates']) {
  const values = batch.map(({ before, after }) => {
    const row = rowFor(before, after);
    const cells = UPDATED.map(([, type, cellOf]) => sql`${cellOf(row)}::${sql.raw(type)}`);
    return sql`(${before.id}::integer, ${sql.join(cells, sql`, `)})`;
  });
  const names = UPDATED.map(([column]) => sql.identifier(column.name));
  const sets = UPDATED.map(([column]) => {
    const from = sql`v.${sql.identifier(column.name)}`;
    const value = column === products.searchTerms ? sql`ARRAY(SELECT jsonb_array_elements_text(${from}))` : from;
    return sql`${sql.identifier(column.name)} = ${value}`;
  });
  await tx.execute(sql`
    UPDATE ${products} SET ${sql.join(sets, sql`, `)}
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, ${sql.join(names, sql`, `)})
    WHERE ${products.id} = v.id`);
}
