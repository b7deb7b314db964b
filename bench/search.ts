/**
 * How fast search and suggestions answer on a large catalog: seeds 100,000 products into an
 * in-memory PGlite (about 20 s), starts the shop on it and calls searchProducts and
 * getSearchSuggestions through app.request with realistic keywords: brands, kinds, Hindi words
 * typed in Latin letters and in Devanagari, typos, and a signed-in search (which also records the keyword).
 * Prints median and p95 per call, the Devanagari keywords apart; asserts nothing.
 * `node --import tsx bench/search.ts [total] [rounds]`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { seedCatalogIfEmpty } from '../server/catalog-data/seed';
import { openDatabase } from '../server/db/client';
import { sessions, users } from '../server/db/schema';
import { readEnv } from '../server/env';
import { hashToken, newToken, SESSION_ABSOLUTE_MS } from '../server/http/session';
import { startShop } from '../server/start';

const total = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 5);

const SEARCHES = [
  // brands and kinds, exactly
  'amul',
  'colgate',
  'tata salt',
  'shampoo',
  'basmati rice',
  'amul butter',
  // Hindi words in Latin letters
  'atta',
  'chawal',
  'haldi',
  'namak',
  'sabun',
  'tel',
  'tata namak',
  'sendha namak',
  // typos
  'colgte',
  'shampo',
  'biskut',
  'chawl',
  'amul buter',
  'detergnt powder',
  // nothing like it
  'xyzzy',
];

const SUGGESTIONS = ['amu', 'col', 'sha', 'cha', 'hal', 'tata s', 'basm', 'colgte', 'shampo', 'chawl', 'parle g'];

/**
 * Hindi words in Devanagari (server/modules/search/search.devanagari.ts): from the vocabulary table
 * (इलायची -> 'elaichi', where the transliteration alone would give 'ilaychi'), ज़ीरा with its nukta typed
 * precomposed and as two code points, the transliteration fallback (बासमती -> 'basmati'), and a
 * Devanagari word beside a Latin one.
 */
const DEVANAGARI_SEARCHES = [
  'आटा',
  'चावल',
  'हल्दी',
  'दाल',
  '\u095b\u0940\u0930\u093e',
  '\u091c\u093c\u0940\u0930\u093e',
  'बासमती',
  'tata नमक',
  'इलायची',
];
const DEVANAGARI_SUGGESTIONS = ['आट', 'हल्', 'चा', 'बास', 'इलाय'];

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-'));
const database = await openDatabase({ dataDir: undefined });
await database.migrate();
let started = performance.now();
await seedCatalogIfEmpty(database.db, { total });
console.log(
  `seeded ${total.toLocaleString('en-IN')} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// What autovacuum does on PostgreSQL, and PGlite never does by itself: merge the GIN indexes' pending
// lists filled by the bulk insert (every search would scan them) and gather planner statistics.
started = performance.now();
await database.db.execute(sql`VACUUM ANALYZE products`);
console.log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const shop = await startShop(readEnv({ NODE_ENV: 'test', STATIC_DIR: 'bench-no-static', DATA_DIR: dataDir }), {
  database,
});
const cookie = await signIn();

async function call(path: string, headers: Record<string, string> = {}) {
  const t0 = performance.now();
  const response = await shop.app.request(path, { headers });
  const body = (await response.json()) as { data?: unknown[] };
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - t0, count: body.data?.length ?? 0 };
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    `${label.padEnd(38)} median ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms   (${times.length} calls)`,
  );
}

/**
 * Times every path `rounds` times after one warm-up call each. Answers are kept per catalog version
 * (decision 019), so a repeated keyword is answered from memory; `anew` counts the version up before
 * each call, as a change of the catalog does, so each answer is made again: the database queries and
 * the reading of the keyword (Devanagari) are what is timed.
 */
async function measure(
  label: string,
  paths: string[],
  options: { headers?: Record<string, string>; anew?: boolean } = {},
) {
  for (const path of paths) await call(path, options.headers); // warm up: the first run of a query plan is slow in WASM
  const times: number[] = [];
  const perPath = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      if (options.anew) shop.deps.catalog.version++;
      const { ms } = await call(path, options.headers);
      times.push(ms);
      perPath.set(path, [...(perPath.get(path) ?? []), ms]);
    }
  }
  summary(label, times);
  return perPath;
}

const searchPath = (keyword: string) => `/api/user/product/searchProducts?keyword=${encodeURIComponent(keyword)}`;
const suggestPath = (keyword: string) =>
  `/api/user/product/getSearchSuggestions?keyword=${encodeURIComponent(keyword)}`;
const inCategory = (keyword: string) => `${searchPath(keyword)}&category=Groceries`;
const searches = [...SEARCHES, ...DEVANAGARI_SEARCHES];
const suggestions = [...SUGGESTIONS, ...DEVANAGARI_SUGGESTIONS];

console.log(`\n${rounds} rounds after a warm-up, through app.request, repeated answers kept:`);
const perSearch = await measure('searchProducts', SEARCHES.map(searchPath));
const perCategory = await measure('searchProducts (category)', SEARCHES.map(inCategory));
await measure('searchProducts (signed in, records)', SEARCHES.map(searchPath), {
  headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
});
const perSuggest = await measure('getSearchSuggestions', SUGGESTIONS.map(suggestPath));
const kept = [
  perSearch,
  perCategory,
  perSuggest,
  await measure('searchProducts (Devanagari)', DEVANAGARI_SEARCHES.map(searchPath)),
  await measure('searchProducts (Devanagari, category)', DEVANAGARI_SEARCHES.map(inCategory)),
  await measure('getSearchSuggestions (Devanagari)', DEVANAGARI_SUGGESTIONS.map(suggestPath)),
];

console.log(`\n${rounds} rounds, each answer made anew:`);
const anew = [
  await measure('searchProducts', SEARCHES.map(searchPath), { anew: true }),
  await measure('getSearchSuggestions', SUGGESTIONS.map(suggestPath), { anew: true }),
  await measure('searchProducts (Devanagari)', DEVANAGARI_SEARCHES.map(searchPath), { anew: true }),
  await measure('getSearchSuggestions (Devanagari)', DEVANAGARI_SUGGESTIONS.map(suggestPath), { anew: true }),
];

const timesOf = (all: Map<string, number[]>[], path: string) => all.find((times) => times.has(path))?.get(path);
const median = (times: number[] | undefined) =>
  ([...(times ?? [])].sort((a, b) => a - b)[Math.floor((times?.length ?? 0) / 2)] ?? 0).toFixed(1).padStart(6);
console.log('\nper keyword: median ms kept, made anew (results); kept, within Groceries (results)');
for (const keyword of searches) {
  const all = await call(searchPath(keyword));
  const groceries = await call(inCategory(keyword));
  console.log(
    `  search  ${keyword.padEnd(16)} ${median(timesOf(kept, searchPath(keyword)))} ${median(timesOf(anew, searchPath(keyword)))} (${String(all.count).padStart(4)})` +
      `   ${median(timesOf(kept, inCategory(keyword)))} (${String(groceries.count).padStart(4)})`,
  );
}
for (const keyword of suggestions) {
  const { count } = await call(suggestPath(keyword));
  console.log(
    `  suggest ${keyword.padEnd(16)} ${median(timesOf(kept, suggestPath(keyword)))} ${median(timesOf(anew, suggestPath(keyword)))} (${count})`,
  );
}

await shop.close();
rmSync(dataDir, { recursive: true, force: true });

/** A shopper and a session written directly, as the tests do. */
async function signIn(): Promise<string> {
  const [user] = await shop.deps.db
    .insert(users)
    .values({ name: 'Bench Shopper', email: 'bench@example.in', phone: '+919800000000' })
    .returning();
  if (!user) throw new Error('could not create the bench shopper');
  const token = newToken();
  const now = new Date();
  await shop.deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return `kirana_session=${token}`;
}
