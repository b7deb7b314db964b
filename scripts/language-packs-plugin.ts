import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MagicString from 'magic-string';
import { minifySync, type Plugin } from 'vite';
import { NO_ANSWER_MS } from '../src/lib/no-answer';
import { type LanguagePacksOf, staticClosure } from './route-preload-plugin';

/**
 * Vite plugin: a language's words are sent only to a shopper who reads it (decision 060).
 *
 * Paraglide compiles each message into one module holding a function per language, so every chunk that
 * draws a message carries it in every language. This plugin takes each non-base language's functions out
 * of the message modules and writes them, per chunk, into a small file of their own: a "language pack"
 * (`assets/<chunk>.hi-<hash>.js`, the chunk's messages' functions in the chunk's order, so neither side
 * repeats the messages' names). The chunk starts by asking index.html's language loader for its packs
 * (`kiranaLanguage.need`, a top-level await): for a shopper reading Hindi the chunk finishes loading only
 * once its Hindi words are in; for everyone else the call returns at once and nothing more is fetched. A
 * message drawn in a language whose pack is missing (it could not be fetched) falls back to the base
 * language's words (src/lib/i18n/language-packs.ts).
 *
 * Packs are left out of the service worker's precache: it keeps only the packs of the language its phone
 * reads (sw/language-packs.ts), so a reload with no signal opens in the chosen language and a phone reading
 * English never downloads the Hindi. A chunk names its packs, whose names hash their words, and the bundler
 * hashes the chunk as written: a chunk cached for a year never asks for a pack a later build renamed.
 */
export function languagePacks(root = process.cwd()): Plugin & { api: LanguagePacksApi } {
  const { baseLocale, locales } = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
    baseLocale: string;
    locales: string[];
  };
  const others = locales.filter((locale) => locale !== baseLocale);
  const runtime = resolve(root, 'src/lib/i18n/language-packs.ts');
  /** Each message's functions in the other languages, by its key, then language. */
  const taken = new Map<string, Record<string, string>>();
  /** Each chunk's packs, by the chunk's modules (its name is not final while it is rendered). */
  const packsByChunk = new Map<string, Pack[]>();
  const chunkKey = (chunk: { moduleIds: readonly string[] }) => chunk.moduleIds.join('\n');
  const allPacks = () => [...packsByChunk.values()].flat();
  /**
   * Each language's packs in one file, for the service worker to fetch them all at once: a fifth of the bytes
   * of one request per pack over HTTP/1.1, headers included (bench/README.md, ninth round).
   */
  const packFiles = () =>
    others.map((locale) => {
      const packs = allPacks().filter((pack) => pack.locale === locale);
      const source = JSON.stringify(Object.fromEntries(packs.map((pack) => [`/${pack.fileName}`, pack.source])));
      return { locale, fileName: `assets/language-packs.${locale}-${hashOf(source)}.json`, source };
    });

  return {
    name: 'kirana-language-packs',
    apply: 'build',
    api: {
      packsOf: (chunk) => packsByChunk.get(chunkKey(chunk)) ?? [],
      withoutPacks: (entries) => {
        const files = new Set([...allPacks(), ...packFiles()].map((file) => file.fileName));
        return { manifest: entries.filter((entry) => !files.has(entry.url)) };
      },
      serviceWorkerPlugin: () => ({
        name: 'kirana-language-packs-list',
        resolveId: (id) => (id === PACK_LIST ? `\0${PACK_LIST}` : null),
        load(id) {
          if (id !== `\0${PACK_LIST}`) return null;
          // Every language the shop speaks, in order, the base language's with no packs.
          const urls = Object.fromEntries(locales.map((locale): [string, string[]] => [locale, []]));
          for (const { locale, fileName } of allPacks()) urls[locale]?.push(`/${fileName}`);
          const together = Object.fromEntries(packFiles().map(({ locale, fileName }) => [locale, `/${fileName}`]));
          return `export const languagePacks = ${JSON.stringify(urls)};\nexport const packsInOneFile = ${JSON.stringify(together)};`;
        },
      }),
    },
    transform(code, id) {
      const key = id.match(/[\\/]paraglide[\\/]messages[\\/](\w+)\.js(\?staff)?$/)?.[1];
      if (!key || key === '_index') return null;
      const { code: rest, functions } = takeFunctions(code, key, baseLocale, others);
      taken.set(key, functions);
      return { code: `import { localized } from ${JSON.stringify(runtime)};\n${rest}`, map: null };
    },
    renderChunk(code, chunk) {
      // The messages this chunk draws, as they survived tree-shaking: each becomes a place in its packs.
      const keys = [...new Set(Array.from(code.matchAll(LOCALIZED_CALL), (call) => call[1] as string))];
      if (keys.length === 0) return null;
      const words = hashOf(keys.join());
      const packs = others.map((locale) => {
        const functions = keys.map((key) => {
          const fn = taken.get(key)?.[locale];
          if (fn === undefined) throw new Error(`languagePacks: ${chunk.name} draws ${key}, never taken in ${locale}`);
          return fn;
        });
        const source = packSource(locale, words, functions);
        return { locale, fileName: `assets/${chunk.name}.${locale}-${hashOf(source)}.js`, source };
      });
      packsByChunk.set(chunkKey(chunk), packs);
      const edited = new MagicString(code);
      edited.replaceAll(LOCALIZED_CALL, (_, key: string) => `localized(__kiranaWords, ${keys.indexOf(key)}, `);
      // Packs sit beside their chunk in assets/: named relative to it.
      const files = Object.fromEntries(packs.map((pack) => [pack.locale, `./${pack.fileName.slice(7)}`]));
      edited.prepend(
        `const __kiranaWords = ${JSON.stringify(words)};\nawait globalThis.kiranaLanguage?.need(${JSON.stringify(files)}, import.meta.url);\n`,
      );
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
    generateBundle() {
      for (const file of [...allPacks(), ...packFiles()])
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: pageEntry }) {
        // The packs of the start-up code, asked for with the HTML: a shopper reading Hindi then waits no
        // extra round trip after the start-up code for its words.
        const early: Record<string, string[]> = {};
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // Each page's own start-up code (index.html's, shop.html's): in a build of two pages, not the first entry.
        const entry = pageEntry ?? chunks.find((chunk) => chunk.isEntry);
        for (const file of entry ? staticClosure(entry.fileName, byFile) : []) {
          const chunk = byFile.get(file);
          for (const pack of (chunk && packsByChunk.get(chunkKey(chunk))) ?? []) {
            early[pack.locale] = [...(early[pack.locale] ?? []), `/${pack.fileName}`];
          }
        }
        return [{ tag: 'script', children: loaderScript(locales, baseLocale, early), injectTo: 'head' }];
      },
    },
  };
}

/**
 * index.html's language loader, `window.kiranaLanguage`, run before any chunk: each chunk awaits `need` with
 * its packs before it runs, and src/lib/i18n/locale.ts awaits `use` (true once every pack is in) before it
 * switches. `early` names, per language, the packs to ask for at once. The language is chosen as locale.ts
 * chooses it (same key): the choice made on this phone, else the browser's languages in order, else the base
 * language.
 */
export function loaderScript(
  locales: readonly string[],
  baseLocale: string,
  early: Record<string, string[]> = {},
): string {
  return `(() => {
  const locales = ${JSON.stringify(locales)};
  let chosen = null;
  try {
    chosen = localStorage.getItem('kirana-language');
  } catch {}
  const browser = (navigator.languages ?? []).map((language) => language.toLowerCase().split('-')[0]);
  let locale = [chosen, ...browser].find((language) => locales.includes(language)) ?? ${JSON.stringify(baseLocale)};
  for (const href of ${JSON.stringify(early)}[locale] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const needed = [];
  // A pack that cannot be fetched, or has had no answer within ${NO_ANSWER_MS} ms (a dead signal that sends no reset),
  // leaves its messages in the base language rather than the app unable to start or to draw a page.
  // True when the words are in (or there are none to fetch).
  const load = ({ files, base }) =>
    !files[locale] ||
    Promise.race([
      import(new URL(files[locale], base).href).then(() => true, () => false),
      new Promise((resolve) => setTimeout(resolve, ${NO_ANSWER_MS}, false)),
    ]);
  window.kiranaLanguage = {
    get locale() {
      return locale;
    },
    need(files, base) {
      needed.push({ files, base });
      return load({ files, base });
    },
    use(next) {
      const shown = locale;
      locale = next;
      return Promise.all(needed.map(load)).then((loaded) => {
        const all = loaded.every(Boolean);
        // Not switched (src/lib/i18n/locale.ts): the chunks still to come ask for the words shown, not for those
        // that did not come.
        if (!all && locale === next) locale = shown;
        return all;
      });
    },
  };
})();`;
}

/**
 * Cuts each other language's function out of a Paraglide message module (`const hi_key = … };` up to its
 * closing line), and replaces the module's export, which chose among them, with `localized`: the loaded
 * pack's function for the current language, else the base language's.
 */
export function takeFunctions(
  code: string,
  key: string,
  baseLocale: string,
  others: readonly string[],
): { code: string; functions: Record<string, string> } {
  const functions: Record<string, string> = {};
  let rest = code;
  for (const locale of others) {
    const start = rest.indexOf(`\nconst ${locale}_${key} = `);
    const end = start === -1 ? -1 : rest.indexOf('\n};\n', start);
    if (end === -1) throw new Error(`languagePacks: the message module of ${key} has no function for ${locale}`);
    const definition = rest.slice(start + 1, end + 3);
    functions[locale] = definition.slice(definition.indexOf(' = ') + 3, -1);
    rest = rest.slice(0, start + 1) + rest.slice(end + 4);
  }
  const exported = rest.indexOf(`\nexport const ${key} = `);
  if (exported === -1) throw new Error(`languagePacks: the message module of ${key} exports no ${key}`);
  return {
    code: `${rest.slice(0, exported + 1)}export const ${key} = /* @__PURE__ */ localized(${JSON.stringify(key)}, ${baseLocale}_${key});\n`,
    functions,
  };
}

/** A pack: one language's functions for one chunk's messages, in the chunk's order, added to the loaded words. */
export function packSource(locale: string, words: string, functions: string[]): string {
  const list = functions.join(',\n');
  // Of Paraglide's registry, its message functions use only the plural helper.
  const registry = list.includes('registry.')
    ? 'const registry = { plural: (locale, input, options) => new Intl.PluralRules(locale, options).select(Number(input)) };\n'
    : '';
  const source = `${registry}((globalThis.kiranaMessages ??= {})[${JSON.stringify(locale)}] ??= {})[${JSON.stringify(words)}] = [\n${list}\n];\n`;
  const { code, errors } = minifySync('pack.js', source, { module: true });
  if (errors.length > 0) throw new Error(`languagePacks: a ${locale} pack does not compile: ${errors[0]?.message}`);
  return code;
}

/** A message's call as takeFunctions leaves it, before the chunk is minified. */
const LOCALIZED_CALL = /\blocalized\("(\w+)", /g;

/** What the service worker's build imports: each language's packs, by URL (sw/language-packs.ts). */
const PACK_LIST = 'virtual:language-packs';

interface LanguagePacksApi {
  /** A chunk's packs, once it is rendered: for routePreload, which asks for a route's chunks early. */
  packsOf: LanguagePacksOf;
  /**
   * For the precache manifest (workbox's `manifestTransforms`): every shopper's phone would otherwise download
   * every language. The service worker keeps only the packs of the language its phone reads.
   */
  withoutPacks: <Entry extends { url: string }>(entries: Entry[]) => { manifest: Entry[] };
  /**
   * For the service worker's build: `virtual:language-packs`, each language's packs by URL (the base language's
   * none), and each language's packs in one file.
   */
  serviceWorkerPlugin: () => Plugin;
}

interface Pack {
  locale: string;
  fileName: string;
  source: string;
}

/** Eight characters of a hash, fit for a file name. */
function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8).replace(/[-_]/g, '0');
}
