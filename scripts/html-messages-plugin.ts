import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { manifestPath } from '../src/lib/i18n/manifest-path';

/**
 * Vite plugin: the words index.html shows before the app has run (the brand splash's tagline) come from the
 * app's own messages, in every language. `<p data-message="shell_tagline"></p>` gets one
 * `<span lang="…">` per language; the page's first script keeps the shopper's. One source for the words,
 * so the page and the app never say different things.
 */
export function htmlMessages(root = process.cwd()): Plugin {
  return {
    name: 'kirana-html-messages',
    transformIndexHtml: (html) => fillMessages(html, readMessages(root)),
  };
}

/**
 * Vite plugin: the web app manifest in every language but the base one (`manifest.hi.webmanifest`), with
 * the splash's tagline in that language as its description and the language as its `lang`. A phone's
 * install sheet shows the description; the page points its manifest link at its language's
 * (src/lib/i18n/locale.ts).
 */
export function manifestInEveryLanguage(manifest: Record<string, unknown>, root = process.cwd()): Plugin {
  return {
    name: 'kirana-manifest-languages',
    apply: 'build',
    generateBundle() {
      const { baseLocale } = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
        baseLocale: string;
      };
      for (const [locale, byKey] of Object.entries(readMessages(root))) {
        const tagline = byKey.shell_tagline;
        if (locale === baseLocale) continue;
        if (typeof tagline !== 'string')
          throw new Error(`The manifest's description, shell_tagline, is missing in ${locale}`);
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale, baseLocale).slice(1),
          source: JSON.stringify({ ...manifest, lang: `${locale}-IN`, description: tagline }, null, 2),
        });
      }
    },
  };
}

type MessagesByLocale = Record<string, Record<string, unknown>>;

/** Every language's messages, read as Paraglide reads them (project.inlang lists the files). */
export function readMessages(root: string): MessagesByLocale {
  const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
    locales: string[];
    'plugin.inlang.messageFormat': { pathPattern: string[] };
  };
  return Object.fromEntries(
    settings.locales.map((locale) => [
      locale,
      Object.assign(
        {},
        ...settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) =>
          JSON.parse(readFileSync(join(root, pattern.replace('{locale}', locale)), 'utf8')),
        ),
      ),
    ]),
  );
}

const PLACEHOLDER = /(<(\w+)\b[^>]*\bdata-message="(\w+)"[^>]*>)\s*(<\/\2>)/g;

/** Fills each `data-message` element with the message in every language, the base language first. */
export function fillMessages(html: string, messages: MessagesByLocale): string {
  return html.replace(PLACEHOLDER, (_, open: string, _tag: string, key: string, close: string) => {
    const words = Object.entries(messages).map(([locale, byKey]) => {
      const text = byKey[key];
      // A page without its app can only show plain words: no placeholders, no plural variants.
      if (typeof text !== 'string' || text.includes('{')) {
        throw new Error(`index.html shows the message "${key}", which ${locale} lacks as plain words`);
      }
      return `<span lang="${locale}">${escapeHtml(text)}</span>`;
    });
    return `${open}${words.join('')}${close}`;
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
