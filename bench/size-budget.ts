/**
 * Size budgets, checked on the production build (run `npm run build` first):
 * - the JavaScript the home route needs, gzip-compressed: under 144 KB. Issue 14's goal is 130 KB, the bare
 *   React + TanStack stack alone being about 101 KB; what each change cost is in git (`git log -p` this file);
 * - the words of each language other than English that any page fetches for a shopper who reads it before it
 *   can draw (its chunks' language packs), gzip-compressed: under 8 KB on every page (issue 15). The home
 *   page's, and the whole language's (the one file a phone's service worker keeps it in), are printed too;
 * - everything the service worker keeps on a phone when it installs: the precache, and the language packs of
 *   the language the phone reads (sw/language-packs.ts), those of the largest language counted: under 1.5 MB.
 * Prints the figures; exits 1 when a budget is exceeded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeRouteChunks, routeChunks } from './route-chunks';

const DIST = process.argv[2] ?? 'dist';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const HOME_JS_BUDGET = 144 * 1024;
const PAGE_LANGUAGE_BUDGET = 8 * 1024;
const PRECACHE_BUDGET = 1.5 * 1024 * 1024;

const homeChunks = homeRouteChunks(DIST);
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const homeJsGzip = homeChunks.reduce((sum, file) => sum + gzipSize(file), 0);

/** A chunk's language packs, as its first statement asks for them: `need({hi:"./index.hi-….js"}, …)`. */
function packsOf(file: string): Map<string, string> {
  const asked = readFileSync(join(DIST, file), 'utf8').match(/kiranaLanguage\?\.need\(\{([^}]*)\}/)?.[1] ?? '';
  return new Map(
    [...asked.matchAll(/(\w+):["'`]\.\/([^"'`]+)["'`]/g)].map(([, locale, pack]) => [
      locale as string,
      join(dirname(file), pack as string),
    ]),
  );
}
const builtScripts = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
const languages = [...new Set(homeChunks.flatMap((file) => [...packsOf(file).keys()]))];
if (languages.length === 0)
  throw new Error('The home route asks for no language packs: is the languagePacks plugin in vite.config.ts?');
/** Every pack of a language in the build. */
const packsIn = (locale: string) =>
  builtScripts.filter((file) => file.includes(`.${locale}-`)).map((file) => join('assets', file));
const pages = routeChunks(DIST);
const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const languageRows = languages.map((locale) => {
  const wordsOf = (files: string[]) => total([...new Set(files.flatMap((file) => packsOf(file).get(locale) ?? []))]);
  const [largest] = pages
    .map(({ route, files }) => ({ route, bytes: wordsOf(files) }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!largest) throw new Error('No routes in the build manifest');
  const whole = readdirSync(join(DIST, 'assets')).filter(
    (file) => file.startsWith(`language-packs.${locale}-`) && file.endsWith('.json'),
  );
  return {
    name: `any page's ${locale} words (gzip)`,
    value: largest.bytes,
    budget: PAGE_LANGUAGE_BUDGET,
    detail: `the most: ${largest.route.replace(/\?.*$/, '')}; the home page's ${kb(wordsOf(homeChunks))}; the whole language ${kb(total(whole.map((file) => join('assets', file))))} in one file, ${kb(total(packsIn(locale)))} in ${packsIn(locale).length} packs`,
  };
});

// The precache list as injected into the service worker: the truth of what a phone downloads on install.
const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
const precached = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string))];
if (precached.length === 0) throw new Error('No precache manifest found in sw.js');
const rawSize = (files: string[]) => files.reduce((sum, file) => sum + statSync(join(DIST, file)).size, 0);
const precacheBytes = rawSize(precached);
const [largest, largestBytes] = languages
  .map((locale) => [locale, rawSize(packsIn(locale))] as const)
  .reduce((a, b) => (b[1] > a[1] ? b : a));

const rows = [
  { name: 'home route JS (gzip)', value: homeJsGzip, budget: HOME_JS_BUDGET, detail: `${homeChunks.length} chunks` },
  ...languageRows,
  {
    name: 'kept on install (raw)',
    value: precacheBytes + largestBytes,
    budget: PRECACHE_BUDGET,
    detail: `precache ${kb(precacheBytes)} in ${precached.length} files; ${kb(largestBytes)} of packs for a phone reading ${largest}`,
  },
];
let failed = false;
for (const row of rows) {
  const over = row.value > row.budget;
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '}  ${row.name}: ${kb(row.value)} of ${kb(row.budget)} (${row.detail})`);
}
process.exit(failed ? 1 : 0);
