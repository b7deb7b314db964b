import { and, asc, desc, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/shop';
import type { AddProductBody, EditorProduct, UpdateProductBody } from '../../../contract/shop-catalog';
import type { Db } from '../../db/client';
import { productPictures, products } from '../../db/schema';
import { changedFields, recordActivity } from '../activity/activity.repo';
import { productImageUrl } from '../catalog/catalog.read-model';
import type { ProductRow } from '../catalog/catalog.repo';
import { latinKeyword } from '../search/search.devanagari';
import { keywordWords, normaliseKeyword } from '../search/search.repo';
import { categoryError, newProductValues, nextProductId } from './new-product';

type By = Pick<StaffMember, 'id' | 'name'>;

/** At most this many products per answer of findProducts: a name narrows, a barcode finds one. */
export const FOUND_LIMIT = 30;
/** The low-stock list's length: the emptiest first, so what needs ordering most is never cut off. */
export const LOW_STOCK_LIMIT = 200;

export function toEditorProduct(row: ProductRow): EditorProduct {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    brand: row.brand,
    category: row.categoryId,
    packSize: row.packSize,
    barcode: row.barcode,
    price: row.price,
    mrp: row.mrp,
    stock: row.stock,
    available: row.available,
    hidden: row.hidden,
    lowStockThreshold: row.lowStockThreshold,
    description: row.description,
    features: row.features,
    image: productImageUrl(row.id),
  };
}

/** How the log names a product: "Parle-G 250 g (#1166)". */
export function subjectOf(row: Pick<ProductRow, 'id' | 'name'>): string {
  return `${row.name} (#${row.id})`;
}

/** Must repeat the expression of the products_search_idx index (schema.ts) for the index to be used. */
const searchDocument = sql`(to_tsvector('simple', ${products.name}) || array_to_tsvector(${products.searchTerms}))`;

function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The editor's search (hidden products too): the keyword inside the English or the Hindi name as typed, or every
 * word beginning a word of the name or of the search terms, Devanagari read as the shop's search reads it
 * ('बादाम' -> 'badam'); a number is also a product's id or barcode.
 */
export async function findProducts(db: Db, query: { q?: string; barcode?: string }): Promise<EditorProduct[]> {
  let match: SQL | undefined;
  const order: SQL[] = [];
  if (query.barcode) {
    match = eq(products.barcode, query.barcode);
  } else {
    const keyword = normaliseKeyword(query.q ?? '');
    if (keyword === '') return [];
    // Words are letters, marks and digits only, so the query text cannot carry tsquery operators.
    const words = keywordWords(latinKeyword(keyword));
    const id = /^#?(\d{1,9})$/.exec(keyword)?.[1];
    match = or(
      sql`${products.name} ILIKE ${containing(keyword)}`,
      sql`${products.nameHi} ILIKE ${containing(keyword)}`,
      words.length > 0
        ? sql`${searchDocument} @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`
        : undefined,
      id ? eq(products.id, Number(id)) : undefined,
      /^\d{8,14}$/.test(keyword) ? eq(products.barcode, keyword) : undefined,
    );
    // Names that begin with the keyword first.
    order.push(desc(sql`${products.name} ILIKE ${containing(keyword).slice(1)}`));
  }
  const rows = await db
    .select()
    .from(products)
    .where(match)
    .orderBy(...order, desc(products.popularity), asc(products.id))
    .limit(FOUND_LIMIT);
  return rows.map(toEditorProduct);
}

export async function findEditorProduct(db: Db, id: number): Promise<EditorProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toEditorProduct(row);
}

/** Products at or under their threshold that shoppers can see, the emptiest first. */
export async function lowStockProducts(db: Db): Promise<EditorProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.hidden, false), lte(products.stock, products.lowStockThreshold)))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(LOW_STOCK_LIMIT);
  return rows.map(toEditorProduct);
}

export type ChangeResult =
  | { kind: 'not-found' }
  | { kind: 'price-above-mrp'; price: number; mrp: number }
  | { kind: 'done'; row: ProductRow; changed: boolean };

type ProductChanges = Omit<UpdateProductBody, 'productId'>;

/**
 * Applies the fields sent to the product (its row locked), with one entry in the activity log of what it was and
 * is; a change to what it already is changes and records nothing. The price may not end above the MRP, checked
 * only when either is changed (a packer's stock count never trips on an old row).
 */
export async function updateProduct(db: Db, body: UpdateProductBody, by: By, at: Date): Promise<ChangeResult> {
  const { productId, ...sent } = body;
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) return { kind: 'not-found' };
    const changes = Object.fromEntries(
      Object.entries(sent).filter(([, value]) => value !== undefined),
    ) as ProductChanges;
    const price = changes.price ?? row.price;
    const mrp = changes.mrp ?? row.mrp;
    if ((changes.price !== undefined || changes.mrp !== undefined) && price > mrp) {
      return { kind: 'price-above-mrp', price, mrp };
    }
    const diff = changedFields(row as Record<string, unknown>, changes);
    if (!diff) return { kind: 'done', row, changed: false };
    const [updated] = await tx
      .update(products)
      .set(diff.after as ProductChanges)
      .where(eq(products.id, productId))
      .returning();
    if (!updated) throw new Error(`product ${productId} vanished while locked`);
    await recordActivity(tx, by, { action: 'product.updated', subject: subjectOf(row), ...diff }, at);
    return { kind: 'done', row: updated, changed: true };
  });
}

export type AddResult =
  | { kind: 'unknown-category' }
  | { kind: 'price-above-mrp'; price: number; mrp: number }
  | { kind: 'barcode-taken'; id: number; name: string }
  | { kind: 'added'; row: ProductRow };

/** The product with this barcode, if any. */
async function barcodeHolder(db: Db, barcode: string) {
  const [holder] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(isNotNull(products.barcode), eq(products.barcode, barcode)));
  return holder;
}

/** Adds the product with the next id, and its entry in the log, in one transaction. */
export async function addProduct(db: Db, product: AddProductBody, by: By, at: Date): Promise<AddResult> {
  if (categoryError(product.category)) return { kind: 'unknown-category' };
  if (product.price > product.mrp) return { kind: 'price-above-mrp', price: product.price, mrp: product.mrp };
  const { barcode } = product;
  return db.transaction(async (tx): Promise<AddResult> => {
    const holder = barcode ? await barcodeHolder(tx, barcode) : undefined;
    if (holder) return { kind: 'barcode-taken', ...holder };
    const id = await nextProductId(tx);
    let row: ProductRow | undefined;
    try {
      // A savepoint: another add of the same barcode, committed since the check, fails only this insert.
      row = await tx.transaction(async (inner) => {
        const [inserted] = await inner
          .insert(products)
          .values({ ...newProductValues(product, id, at), nameHi: product.nameHi || null })
          .returning();
        return inserted;
      });
    } catch (error) {
      const taken = barcode ? await barcodeHolder(tx, barcode) : undefined;
      if (taken) return { kind: 'barcode-taken', ...taken };
      throw error;
    }
    if (!row) throw new Error('product insert returned no row');
    // What the owner typed, as the editor shows it; the description and features are long, and said once.
    const { id: _id, image: _image, description: _words, features: _features, ...shown } = toEditorProduct(row);
    const after = Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== null));
    await recordActivity(tx, by, { action: 'product.added', subject: subjectOf(row), before: null, after }, at);
    return { kind: 'added', row };
  });
}

export type PictureResult = { kind: 'not-found' } | { kind: 'saved'; row: ProductRow };

/**
 * Keeps the owner's picture for one view (replacing one there), marks the product as having its own pictures, and
 * logs it, in one transaction.
 */
export async function savePicture(
  db: Db,
  picture: { productId: number; view: number; sizes: { size: string; webp: Buffer }[] },
  by: By,
  at: Date,
): Promise<PictureResult> {
  const { productId, view } = picture;
  return db.transaction(async (tx): Promise<PictureResult> => {
    const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!row) return { kind: 'not-found' };
    const [earlier] = await tx
      .select({ view: productPictures.view })
      .from(productPictures)
      .where(and(eq(productPictures.productId, productId), eq(productPictures.view, view)))
      .limit(1);
    for (const { size, webp } of picture.sizes) {
      await tx
        .insert(productPictures)
        .values({ productId, view, size, webp })
        .onConflictDoUpdate({
          target: [productPictures.productId, productPictures.view, productPictures.size],
          set: { webp },
        });
    }
    let saved = row;
    if (!row.ownPictures) {
      const [updated] = await tx
        .update(products)
        .set({ ownPictures: true })
        .where(eq(products.id, productId))
        .returning();
      saved = updated ?? row;
    }
    await recordActivity(
      tx,
      by,
      {
        action: 'product.picture',
        subject: subjectOf(row),
        before: { view, picture: earlier ? 'photo' : 'drawing' },
        after: { view, picture: 'photo' },
      },
      at,
    );
    return { kind: 'saved', row: saved };
  });
}

/**
 * The owner's picture of a view in this size, or of view 0 when this view has none (a product shows its own
 * front rather than a drawing beside its photos); undefined when the product has no picture of either.
 */
export async function ownPicture(db: Db, productId: number, view: number, size: string): Promise<Buffer | undefined> {
  const [found] = await db
    .select({ webp: productPictures.webp })
    .from(productPictures)
    .where(
      and(
        eq(productPictures.productId, productId),
        eq(productPictures.size, size),
        or(eq(productPictures.view, view), eq(productPictures.view, 0)),
      ),
    )
    .orderBy(desc(sql`${productPictures.view} = ${view}`))
    .limit(1);
  return found?.webp;
}
