import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_SORT,
  descriptionsOf,
  PRODUCT_ORDER,
  type ProductCard,
  type ProductDetail,
  TOTAL_COUNT_HEADER,
} from '../../../contract/catalog';
import { SUBCATEGORIES } from '../../../contract/categories';
import type { Db } from '../../db/client';
import { PreparedJson } from '../../http/prepared-json';
import { loadAllProducts, loadProducts, type ProductRow } from './catalog.repo';

const FEATURED_LIMIT = 20;
const TRENDING_LIMIT = 20;

export function productImageUrl(id: number, view = 0): string {
  return `/images/products/${id}/${view}.webp`;
}

export function discountPercent(price: number, mrp: number): number {
  return mrp > 0 ? Math.round((1 - price / mrp) * 100) : 0;
}

export function toProductCard(row: ProductRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    image: productImageUrl(row.id),
    category: row.categoryId,
    brand: row.brand,
    description: row.description,
    translations: descriptionsOf(row.translations),
    currentPrice: row.price,
    originalPrice: row.mrp,
    discount: discountPercent(row.price, row.mrp),
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    status: row.stock > 0 ? 'in stock' : 'out of stock',
    date: row.createdAt.toISOString(),
    popularity: row.popularity,
    purchaseCount: row.purchaseCount,
  };
}

/**
 * The catalog as browse endpoints serve it, held in memory and serialised once (compressed on first
 * request, decision 019). PGlite is a single connection on the main thread, so answering hot catalog
 * reads from here keeps the database free for carts and orders. Call `rebuild()` or
 * `refreshProducts()` after the catalog changes: each replaces what changed with new objects (a
 * product's row, a category's card list) and counts up `version`, which is how caches of answers
 * made from the model (catalog.routes.ts, search.routes.ts) know theirs are out of date.
 */
export class CatalogReadModel {
  private rows = new Map<number, ProductRow>();
  /** Counts every change of the catalog; an answer made at another version may be out of date. */
  version = 0;
  categoryCounts = new PreparedJson({});
  featured = new PreparedJson([]);
  /** The most bought products in stock (home page's trending list). */
  trending = new PreparedJson([]);
  private byCategory = new Map<string, PreparedJson>();
  private cardsByCategory = new Map<string, readonly ProductCard[]>();
  /** Every distinct search term of the catalog; built on first use after a change. */
  private vocabulary: readonly string[] | undefined;
  private queue: Promise<void> = Promise.resolve();

  /**
   * @param source the database to read, asked before each reload: a Db, or where to read once replicas
   * have caught up (Database.readsCaughtUp), so a reload after a notice never reads a replica behind it.
   */
  constructor(source: Db | (() => Promise<Db>)) {
    this.source = typeof source === 'function' ? source : async () => source;
  }

  private readonly source: () => Promise<Db>;

  /** Reloads the whole catalog (start-up, bulk changes, a lost LISTEN connection). */
  rebuild(): Promise<void> {
    return this.inTurn(async () => {
      const all = await loadAllProducts(await this.source());
      this.rows = new Map(all.map((row) => [row.id, row]));
      this.deriveSummaries();
      this.byCategory = new Map();
      this.cardsByCategory = new Map();
      for (const s of SUBCATEGORIES) this.relist(s.id);
      this.version++;
    });
  }

  /**
   * Reloads a few products after they changed (a review moved the rating, an order took stock, another
   * process or plain SQL changed them: catalog.changes.ts) and re-serialises only the listings they
   * appear in. A product no longer in the database leaves the catalog; a row that is the same as the
   * one held keeps its object, so answers made from it stay prepared and a repeated notice changes nothing.
   */
  refreshProducts(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.inTurn(async () => {
      const touched = new Set<string>();
      const found = await loadProducts(await this.source(), ids);
      for (const row of found) {
        const before = this.rows.get(row.id);
        if (before && isDeepStrictEqual(before, row)) continue;
        if (before) touched.add(before.categoryId);
        touched.add(row.categoryId);
        this.rows.set(row.id, row);
      }
      const present = new Set(found.map((row) => row.id));
      for (const id of ids) {
        const gone = present.has(id) ? undefined : this.rows.get(id);
        if (!gone) continue;
        touched.add(gone.categoryId);
        this.rows.delete(id);
      }
      if (touched.size === 0) return;
      this.deriveSummaries();
      for (const categoryId of touched) this.relist(categoryId);
      this.version++;
    });
  }

  /**
   * Runs reloads one after another, in the order they were asked for: each reads the database after
   * the one before it applied its rows, so an older read never overwrites a newer one.
   */
  private inTurn(reload: () => Promise<void>): Promise<void> {
    const run = this.queue.then(reload);
    this.queue = run.catch(() => {});
    return run;
  }

  /**
   * Every product of a subcategory in the listings' default order (DEFAULT_SORT), with its X-Total-Count;
   * undefined for an unknown subcategory.
   */
  productsOf(categoryId: string): PreparedJson | undefined {
    return this.byCategory.get(categoryId);
  }

  /**
   * The cards of a subcategory in the default order, for filtered and sorted listings; undefined for an unknown
   * one. A new array after any of them changed, so it also tells whether a listing made from it is current.
   */
  cardsOf(categoryId: string): readonly ProductCard[] | undefined {
    return this.cardsByCategory.get(categoryId);
  }

  product(id: number): ProductRow | undefined {
    return this.rows.get(id);
  }

  /** The distinct Hindi/regional words of the catalog, which typo-tolerant search compares a keyword with. */
  searchVocabulary(): readonly string[] {
    if (!this.vocabulary) {
      const terms = new Set<string>();
      for (const row of this.rows.values()) for (const term of row.searchTerms) terms.add(term);
      this.vocabulary = [...terms].sort();
    }
    return this.vocabulary;
  }

  /** Every product row, by id, for listings computed elsewhere (trending, search fallbacks). */
  allProducts(): IterableIterator<ProductRow> {
    return this.rows.values();
  }

  private deriveSummaries() {
    const counts: Record<string, number> = Object.fromEntries(SUBCATEGORIES.map((s) => [s.id, 0]));
    const featured: ProductRow[] = [];
    const trending: ProductRow[] = [];
    for (const row of this.rows.values()) {
      counts[row.categoryId] = (counts[row.categoryId] ?? 0) + 1;
      if (row.featured && row.stock > 0) featured.push(row);
      if (row.stock > 0) keepTop(trending, row, TRENDING_LIMIT, byPurchases);
    }
    this.categoryCounts = new PreparedJson(counts);
    featured.sort((a, b) => b.popularity - a.popularity);
    this.featured = new PreparedJson(featured.slice(0, FEATURED_LIMIT).map(toProductCard));
    this.trending = new PreparedJson(trending.map(toProductCard));
    this.vocabulary = undefined;
  }

  private relist(categoryId: string) {
    const cards: ProductCard[] = [];
    for (const row of this.rows.values()) if (row.categoryId === categoryId) cards.push(toProductCard(row));
    cards.sort(PRODUCT_ORDER[DEFAULT_SORT]);
    this.cardsByCategory.set(categoryId, cards);
    this.byCategory.set(categoryId, new PreparedJson(cards, { [TOTAL_COUNT_HEADER]: String(cards.length) }));
  }
}

const byPurchases = (a: ProductRow, b: ProductRow) => b.purchaseCount - a.purchaseCount || a.id - b.id;

/** Inserts `row` into the sorted `top` if it belongs among the first `limit`; cheaper than sorting 100,000 rows. */
function keepTop(top: ProductRow[], row: ProductRow, limit: number, compare: (a: ProductRow, b: ProductRow) => number) {
  const last = top[top.length - 1];
  if (top.length >= limit && last && compare(row, last) >= 0) return;
  let at = top.length;
  while (at > 0 && compare(row, top[at - 1] as ProductRow) < 0) at--;
  top.splice(at, 0, row);
  if (top.length > limit) top.pop();
}

const GALLERY_VIEWS = 3;

export function toProductDetail(row: ProductRow): ProductDetail {
  const card = toProductCard(row);
  return {
    ...card,
    title: row.name,
    images: Array.from({ length: GALLERY_VIEWS }, (_, view) => productImageUrl(row.id, view)),
    price: row.price,
    prevPrice: row.mrp,
    reviews: row.reviewCount,
    features: row.features,
    specifications: row.specifications,
    translations: Object.keys(row.translations).length > 0 ? row.translations : undefined,
  };
}
