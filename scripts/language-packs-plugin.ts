import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MagicString from 'magic-string';
import { minifySync, type Plugin } from 'vite';
import { staticClosure } from './route-preload-plugin';

/**
 * Vite plugin: a language's words are sent only to a shopper who reads it (decision 021).
 *
 * Paraglide compiles each message into one module holding a function per language, so every chunk that
 * draws a message carries it in every language. This plugin takes each non-base language's functions out
 * of the message modules and writes them, per chunk, into a small file of their own: a "language pack"
 * (`assets/<chunk>.hi-<hash>.js`). The chunk starts by asking index.html's language loader for its packs
 * (`kiranaLanguage.need`, a top-level await): for a shopper reading Hindi the chunk finishes loading only
 * once its Hindi words are in; for everyone else the call returns at once and nothing more is fetched. A
 * message drawn in a language whose pack is missing (it could not be fetched) falls back to the base
 * language's words (src/lib/i18n/language-packs.ts).
 *
 * Packs are precached with the chunks (they are `.js` files in the build), so a reload with no signal
 * opens in the chosen language. A chunk's name depends on its packs' words (augmentChunkHash): a chunk
 * cached for a year never asks for a pack that a later build renamed.
 */
export function languagePacks(root = process.cwd()): Plugin {
  const { baseLocale, locales } = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
    baseLocale: string;
    locales: string[];
  };
  const others = locales.filter((locale) => locale !== baseLocale);
  const runtime = resolve(root, 'src/lib/i18n/language-packs.ts');
  /** Each message module's functions in the other languages, by module id, then language. */
  const taken = new Map<string, { key: string; functions: Record<string, string> }>();
  /** The packs to write: file name → source. */
  const packs = new Map<string, string>();

  const packsOf = (moduleIds: readonly string[], chunkName: string) => {
    const messages = moduleIds.flatMap((id) => taken.get(id) ?? []).sort((a, b) => a.key.localeCompare(b.key));
    if (messages.length === 0) return [];
    return others.map((locale) => {
      const source = packSource(
        locale,
        messages.map(({ key, functions }) => [key, functions[locale] ?? '']),
      );
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8).replace(/[-_]/g, '0');
      return { locale, fileName: `assets/${chunkName}.${locale}-${hash}.js`, source };
    });
  };

  return {
    name: 'kirana-language-packs',
    apply: 'build',
    transform(code, id) {
      const key = id.match(/[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/)?.[1];
      if (!key || key === '_index') return null;
      const { code: rest, functions } = takeFunctions(code, key, baseLocale, others);
      taken.set(id, { key, functions });
      return { code: `import { localized } from ${JSON.stringify(runtime)};\n${rest}`, map: null };
    },
    augmentChunkHash(chunk) {
      return packsOf(chunk.moduleIds, chunk.name)
        .map((pack) => pack.fileName)
        .join();
    },
    renderChunk(code, chunk) {
      const chunkPacks = packsOf(chunk.moduleIds, chunk.name);
      if (chunkPacks.length === 0) return null;
      for (const pack of chunkPacks) packs.set(pack.fileName, pack.source);
      // Packs sit beside their chunk in assets/: named relative to it.
      const files = Object.fromEntries(chunkPacks.map((pack) => [pack.locale, `./${pack.fileName.slice(7)}`]));
      const edited = new MagicString(code);
      edited.prepend(`await globalThis.kiranaLanguage?.need(${JSON.stringify(files)},import.meta.url);\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
    generateBundle() {
      for (const [fileName, source] of packs) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The packs of the start-up code, asked for with the HTML: a shopper reading Hindi then waits no
        // extra round trip after the start-up code for its words.
        const early: Record<string, string[]> = {};
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        for (const file of entry ? staticClosure(entry.fileName, byFile) : []) {
          const chunk = byFile.get(file);
          for (const pack of chunk ? packsOf(chunk.moduleIds, chunk.name) : []) {
            (early[pack.locale] ??= []).push(`/${pack.fileName}`);
          }
        }
        return [{ tag: 'script', children: loaderScript(locales, baseLocale, early), injectTo: 'head' }];
      },
    },
  };
}

/**
 * index.html's language loader, `window.kiranaLanguage`, run before any chunk: each chunk awaits `need` with
 * its packs before it runs, and src/lib/i18n/locale.ts awaits `use` before it switches. `early` names, per
 * language, the packs to ask for at once. The language is
 * chosen as locale.ts chooses it (same key): the choice made on this phone, else the browser's languages in
 * order, else the base language.
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
  // A pack that cannot be fetched leaves its messages in the base language rather than the app unable to start.
  const load = ({ files, base }) => files[locale] && import(new URL(files[locale], base).href).catch(() => {});
  window.kiranaLanguage = {
    need(files, base) {
      needed.push({ files, base });
      return load({ files, base });
    },
    use(next) {
      locale = next;
      return Promise.all(needed.map(load)).then(() => {});
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

/** A pack: one language's functions for one chunk's messages, added to the loaded words when it runs. */
export function packSource(locale: string, messages: [key: string, fn: string][]): string {
  const entries = messages.map(([key, fn]) => `${key}: ${fn}`).join(',\n');
  // Of Paraglide's registry, its message functions use only the plural helper.
  const registry = entries.includes('registry.')
    ? 'const registry = { plural: (locale, input, options) => new Intl.PluralRules(locale, options).select(Number(input)) };\n'
    : '';
  const source = `${registry}Object.assign(((globalThis.kiranaMessages ??= {})[${JSON.stringify(locale)}] ??= {}), {\n${entries}\n});\n`;
  const { code, errors } = minifySync('pack.js', source, { module: true });
  if (errors.length > 0) throw new Error(`languagePacks: a ${locale} pack does not compile: ${errors[0]?.message}`);
  return code;
}
