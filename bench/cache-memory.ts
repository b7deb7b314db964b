/**
 * What the answer caches really hold in memory (decision 104). Fills each PreparedCache of the server,
 * with its production budget, through PreparedCache.get with answers shaped as its route makes them
 * (the smallest: an empty list, 26 bytes of JSON), until it evicts; then prints the entries kept and
 * the heap above the floor (the same process with the cache empty) beside the budget. A search cache
 * of larger answers with their brotli and gzip copies, a sample of real searchProducts requests (on a
 * small seeded PGlite) and a sample of WebP pictures check the per-entry figures. Asserts nothing.
 * `node --expose-gc --import tsx bench/cache-memory.ts [--route N] [--pictures N]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalog } from '../server/catalog-data/generate';
import { renderProductSvg } from '../server/catalog-data/images';
import { seedCatalogIfEmpty } from '../server/catalog-data/seed';
import { openDatabase } from '../server/db/client';
import { readEnv } from '../server/env';
import { PreparedCache, PreparedJson } from '../server/http/prepared-json';
import { LISTING_CACHE_BYTES } from '../server/modules/catalog/catalog.routes';
import { webpPictures } from '../server/modules/catalog/webp-pictures';
import { SEARCH_CACHE_BYTES, SUGGESTION_CACHE_BYTES } from '../server/modules/search/search.routes';
import { startShop } from '../server/start';

const { values: args } = parseArgs({
  options: { route: { type: 'string', default: '3000' }, pictures: { type: 'string', default: '200' } },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run node with --expose-gc');

/** Heap and ArrayBuffers (pooled and own Buffer bytes live there) after full collections. */
function memory() {
  gc?.();
  gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heapUsed, arrayBuffers };
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

interface Fill {
  name: string;
  budget: number;
  key: (i: number) => string;
  answer: (i: number) => PreparedJson;
  /** The encodings a client asks for on each answer (copies are made only from 1 KB of JSON). */
  copies?: ('br' | 'gzip')[];
}

/** Keyword, category, page and page size, as search.routes.ts keys a search. */
const searchKey = (i: number) => JSON.stringify([`zq${i.toString(36)}xw`, undefined, undefined, undefined]);
const cards = generateCatalog().slice(0, 400);

const fills: Fill[] = [
  {
    name: 'search, empty answers',
    budget: SEARCH_CACHE_BYTES,
    key: searchKey,
    answer: () => new PreparedJson([], { 'X-Total-Count': '0' }),
  },
  {
    name: 'suggestions, empty answers',
    budget: SUGGESTION_CACHE_BYTES,
    key: (i) => `zq${i.toString(36)}xw`,
    answer: () => new PreparedJson([]),
  },
  {
    name: 'listings, empty pages',
    budget: LISTING_CACHE_BYTES,
    key: (i) => JSON.stringify({ category: 'atta-flours', minPrice: 90_000, maxPrice: 90_000 + i, page: 1 }),
    answer: () => new PreparedJson([], { 'X-Total-Count': '0', 'X-Page': '1', 'X-Page-Size': '20' }),
  },
  {
    name: 'search, 4 products with br and gzip',
    budget: 2 * MB,
    key: searchKey,
    answer: (i) => new PreparedJson(cards.slice(i % 396, (i % 396) + 4), { 'X-Total-Count': '4' }),
    copies: ['br', 'gzip'],
  },
];

console.log(`node ${process.version}; heap = heapUsed + arrayBuffers after gc, above the floor (cache empty)\n`);
console.log(
  `${'cache'.padEnd(38)}${'budget'.padStart(10)}${'entries'.padStart(10)}${'heap'.padStart(10)}${'heap/entry'.padStart(12)}${'JSON+key/entry'.padStart(16)}${'overhead/entry'.padStart(16)}`,
);
for (const fill of fills) await measureFill(fill);

const pictures = Number(args.pictures);
if (pictures > 0) await measurePictures(pictures);
// Last: the shop's database leaves memory behind that later floors would count.
const routeRequests = Number(args.route);
if (routeRequests > 0) await measureRoute(routeRequests);

async function measureFill(fill: Fill) {
  // The same path on a throwaway cache first: what it allocates once (compiled code, zlib) is then in the floor.
  await fillUntilEvicted(fill, Math.min(fill.budget, 256 * 1024), 1e7);
  const floor = memory();
  let cache: PreparedCache | undefined = new PreparedCache(fill.budget);
  const contentOf = await fillUntilEvicted(fill, fill.budget, 0, cache);
  const entries = cache.size;
  // The least recently used went first, so the newest `entries` are the ones kept.
  const content = contentOf.slice(-entries).reduce((sum, bytes) => sum + bytes, 0);
  const held = memory();
  const heap = held.heapUsed + held.arrayBuffers - floor.heapUsed - floor.arrayBuffers;
  console.log(
    `${fill.name.padEnd(38)}${mb(fill.budget).padStart(10)}${String(entries).padStart(10)}${mb(heap).padStart(10)}${`${(heap / entries).toFixed(0)} B`.padStart(12)}${`${(content / entries).toFixed(0)} B`.padStart(16)}${`${((heap - content) / entries).toFixed(0)} B`.padStart(16)}`,
  );
  cache = undefined;
}

/** Entries made one by one until the first eviction; the key and body bytes of each, in the order made. */
async function fillUntilEvicted(
  { key, answer, copies = [] }: Fill,
  budget: number,
  from: number,
  cache = new PreparedCache(budget),
): Promise<number[]> {
  const contentOf: number[] = [];
  for (let i = from; ; i++) {
    const before = cache.size;
    const kept = await cache.get(key(i), 1, () => answer(i));
    // Keys here are Latin: one byte a character in V8.
    let bytes = key(i).length + kept.body.length;
    for (const encoding of copies) bytes += (await kept.encodedAs(encoding))?.length ?? 0;
    contentOf.push(bytes);
    if (cache.size <= before) return contentOf;
  }
}

/** Real searchProducts requests for keywords nothing matches, through app.request. */
async function measureRoute(requests: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-'));
  const database = await openDatabase({ dataDir: undefined });
  await database.migrate();
  await seedCatalogIfEmpty(database.db, { total: 300 });
  const shop = await startShop(readEnv({ NODE_ENV: 'test', STATIC_DIR: 'bench-no-static', DATA_DIR: dataDir }), {
    database,
  });
  const search = async (i: number) => {
    const response = await shop.app.request(`/api/user/product/searchProducts?keyword=zq${i.toString(36)}xw`);
    await response.arrayBuffer();
  };
  // Warm up with keywords of their own, so what is measured is the cache's growth, not the first queries' plans.
  for (let i = 0; i < 500; i++) await search(1e9 + i);
  const floor = memory();
  for (let i = 0; i < requests; i++) await search(i);
  const held = memory();
  const heap = held.heapUsed + held.arrayBuffers - floor.heapUsed - floor.arrayBuffers;
  console.log(
    `\nsearchProducts through app.request, ${requests} keywords matching nothing: ${(heap / requests).toFixed(0)} B of heap each`,
  );
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The WebP pictures kept by count (webp-pictures.ts): a sample's bytes, and the bound that gives for `keep`. */
async function measurePictures(sample: number) {
  const keep = 3000;
  // One drawing first: sharp's start-up is then in the floor.
  const product = cards[0];
  if (product) await webpPictures({ keep: 1 })('warm-up', renderProductSvg(product, 0), 400);
  const floor = memory();
  const webpOf = webpPictures({ keep });
  let largest = 0;
  let bytes = 0;
  for (let i = 0; i < sample; i++) {
    const product = cards[i % cards.length];
    if (!product) break;
    const picture = await webpOf(`products/${product.id}/${i % 3}`, renderProductSvg(product, i % 3), 400);
    largest = Math.max(largest, picture.length);
    bytes += picture.length;
  }
  const held = memory();
  const perPicture = (held.heapUsed + held.arrayBuffers - floor.heapUsed - floor.arrayBuffers) / sample;
  const overhead = perPicture - bytes / sample;
  console.log(
    `\nWebP pictures, ${sample} drawn: ${perPicture.toFixed(0)} B of heap each (${(bytes / sample).toFixed(0)} B of WebP), ` +
      `largest ${largest} B; ${keep} kept: about ${mb(perPicture * keep)}, at most ${mb((largest + overhead) * keep)}`,
  );
}
