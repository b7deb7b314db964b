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
import { loadAllProducts, loadProducts, loadStock, loadTopSellers, type ProductRow } from './catalog.repo';
import { isInStock, isShown } from './on-sale';

const FEATURED_LIMIT = 20;
const TRENDING_LIMIT = 20;
/** Best sellers kept beyond the list's length, so one selling out between refreshes leaves no gap. */
const TRENDING_SPARES = 20;

/**
 * What moved the catalog's version: the products whose answers changed and the subcategories listing them,
 * or '*' after a whole reload. The live catalog stream tells shoppers' pages this (decision 114).
 */
export interface CatalogChange {
  ids: readonly number[] | '*';
  categories: readonly string[];
}

/**
 * Whether two rows of a product give shoppers the same answers: everything but the stock count (only in or
 * out of stock is shown) and the purchase count (trending is refreshed apart). Migration 0015's trigger
 * notifies by the same rule.
 */
export function sameForShoppers(a: ProductRow, b: ProductRow): boolean {
  const { stock: stockA, purchaseCount: _a, ...restA } = a;
  const { stock: stockB, purchaseCount: _b, ...restB } = b;
  return stockA > 0 === stockB > 0 && isDeepStrictEqual(restA, restB);
}

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
    status: isInStock(row) ? 'in stock' : 'out of stock',
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
 *
 * The version moves only for what an answer shows (decision 114): a sale that leaves a product in stock
 * changes no answer here, and another process's such sale is not even heard (migration 0015). So a held row's
 * `stock` is sure only as in or out of stock (`withExactStock` reads the count) and its `purchaseCount` is as
 * this process last read it (`refreshTrending` ranks the best sellers from the database).
 * Hidden products are held too (the cart and the pictures still find them) but are in no answer.
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
  /** The best sellers in stock as last counted, most bought first (with spares). */
  private topSellers: readonly { id: number; purchaseCount: number }[] = [];
  private readonly listeners = new Set<(change: CatalogChange) => void>();
  private queue: Promise<void> = Promise.resolve();

  /**
   * @param source the database to read, asked before each reload: a Db, or where to read once replicas
   * have caught up (Database.readsCaughtUp), so a reload after a notice never reads a replica behind it.
   */
  constructor(source: Db | (() => Promise<Db>)) {
    this.source = typeof source === 'function' ? source : async () => source;
  }

  private readonly source: () => Promise<Db>;

  /** Calls `listener` after each move of the version, with what moved it; returns the unsubscribe. */
  onChange(listener: (change: CatalogChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reloads the whole catalog (start-up, bulk changes, a lost LISTEN connection). */
  rebuild(): Promise<void> {
    return this.inTurn(async () => {
      const all = await loadAllProducts(await this.source());
      this.rows = new Map(all.map((row) => [row.id, row]));
      this.topSellers = rankTopSellers(all);
      this.deriveSummaries();
      this.byCategory = new Map();
      this.cardsByCategory = new Map();
      for (const s of SUBCATEGORIES) this.relist(s.id);
      this.moved({ ids: '*', categories: [] });
    });
  }

  /**
   * Reloads a few products after they changed (a review moved the rating, an order took stock, another
   * process or plain SQL changed them: catalog.changes.ts) and re-serialises only the listings they
   * appear in. A product no longer in the database leaves the catalog. A row that gives shoppers the same
   * answers as the one held (`sameForShoppers`: a sale that left it in stock) keeps the held object, its counts
   * updated, so answers made from it stay prepared and the version stays; so does a hidden product's edit.
   */
  refreshProducts(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.inTurn(async () => {
      const touched = new Set<string>();
      const changed: number[] = [];
      const found = await loadProducts(await this.source(), ids);
      for (const row of found) {
        const before = this.rows.get(row.id);
        if (before && sameForShoppers(before, row)) {
          // Only counts moved: the held row keeps them as this process last read them, and stays the same object.
          before.stock = row.stock;
          before.purchaseCount = row.purchaseCount;
          continue;
        }
        this.rows.set(row.id, row);
        // Hidden before and after: no answer showed it, none will.
        if (!isShown(row) && (!before || !isShown(before))) continue;
        changed.push(row.id);
        if (before) touched.add(before.categoryId);
        touched.add(row.categoryId);
      }
      const present = new Set(found.map((row) => row.id));
      for (const id of ids) {
        const gone = present.has(id) ? undefined : this.rows.get(id);
        if (!gone) continue;
        this.rows.delete(id);
        if (!isShown(gone)) continue;
        changed.push(id);
        touched.add(gone.categoryId);
      }
      if (touched.size === 0) return;
      this.deriveSummaries();
      for (const categoryId of touched) this.relist(categoryId);
      this.moved({ ids: changed, categories: [...touched] });
    });
  }

  /**
   * Ranks the best sellers again from the database's purchase counts, which move with every order but
   * move no version: trending follows them on a timer (catalog.changes.ts) instead. Only the trending
   * answer is made again, and only when its order or counts changed.
   */
  refreshTrending(): Promise<void> {
    return this.inTurn(async () => {
      const top = await loadTopSellers(await this.source(), TRENDING_LIMIT + TRENDING_SPARES);
      if (isDeepStrictEqual(top, this.topSellers)) return;
      this.topSellers = top;
      this.trending = new PreparedJson(this.trendingCards());
    });
  }

  /**
   * These products' held rows with their stock as the database holds it now, for what needs the count
   * (a cart line's most, "only 3 left"): a held row's count may be several sales old. Read through `db`,
   * so inside a change's transaction it is that transaction's. Products the model does not hold are left out.
   */
  async withExactStock(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
    const rows = new Map<number, ProductRow>();
    if (ids.length === 0) return rows;
    for (const { id, stock } of await loadStock(db, ids)) {
      const held = this.rows.get(id);
      if (held) rows.set(id, held.stock === stock ? held : { ...held, stock });
    }
    return rows;
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

  private moved(change: CatalogChange) {
    this.version++;
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Every shown product of a subcategory in the listings' default order (DEFAULT_SORT), with its
   * X-Total-Count; undefined for an unknown subcategory.
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

  /** A product a shopper may see (not hidden): what every answer to a shopper is made from. */
  shownProduct(id: number): ProductRow | undefined {
    const row = this.rows.get(id);
    return row && isShown(row) ? row : undefined;
  }

  /** Any held product, hidden too: for the shop's own checks (a cart line, a picture), never an answer's content alone. */
  product(id: number): ProductRow | undefined {
    return this.rows.get(id);
  }

  /** The distinct Hindi/regional words of the shown catalog, which typo-tolerant search compares a keyword with. */
  searchVocabulary(): readonly string[] {
    if (!this.vocabulary) {
      const terms = new Set<string>();
      for (const row of this.rows.values()) if (isShown(row)) for (const term of row.searchTerms) terms.add(term);
      this.vocabulary = [...terms].sort();
    }
    return this.vocabulary;
  }

  /** Every held product row, hidden ones too, by id. */
  allProducts(): IterableIterator<ProductRow> {
    return this.rows.values();
  }

  private deriveSummaries() {
    const counts: Record<string, number> = Object.fromEntries(SUBCATEGORIES.map((s) => [s.id, 0]));
    const featured: ProductRow[] = [];
    for (const row of this.rows.values()) {
      if (!isShown(row)) continue;
      counts[row.categoryId] = (counts[row.categoryId] ?? 0) + 1;
      if (row.featured && isInStock(row)) featured.push(row);
    }
    this.categoryCounts = new PreparedJson(counts);
    featured.sort((a, b) => b.popularity - a.popularity);
    this.featured = new PreparedJson(featured.slice(0, FEATURED_LIMIT).map(toProductCard));
    this.trending = new PreparedJson(this.trendingCards());
    this.vocabulary = undefined;
  }

  /** The ranked best sellers still shown and in stock as held now, with their counts as last ranked. */
  private trendingCards(): ProductCard[] {
    const cards: ProductCard[] = [];
    for (const { id, purchaseCount } of this.topSellers) {
      const row = this.rows.get(id);
      if (!row || !isShown(row) || !isInStock(row)) continue;
      cards.push({ ...toProductCard(row), purchaseCount });
      if (cards.length === TRENDING_LIMIT) break;
    }
    return cards;
  }

  private relist(categoryId: string) {
    const cards: ProductCard[] = [];
    for (const row of this.rows.values()) {
      if (row.categoryId === categoryId && isShown(row)) cards.push(toProductCard(row));
    }
    cards.sort(PRODUCT_ORDER[DEFAULT_SORT]);
    this.cardsByCategory.set(categoryId, cards);
    this.byCategory.set(categoryId, new PreparedJson(cards, { [TOTAL_COUNT_HEADER]: String(cards.length) }));
  }
}

/** The best sellers among shown products in stock, with spares; loadTopSellers asks the database the same. */
function rankTopSellers(all: readonly ProductRow[]): { id: number; purchaseCount: number }[] {
  const top: ProductRow[] = [];
  for (const row of all)
    if (isShown(row) && isInStock(row)) keepTop(top, row, TRENDING_LIMIT + TRENDING_SPARES, byPurchases);
  return top.map((row) => ({ id: row.id, purchaseCount: row.purchaseCount }));
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
