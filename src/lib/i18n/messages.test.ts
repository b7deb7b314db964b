/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every word the shopper reads exists in every language: a key missing in one language, or with other
 * {placeholders}, fails `npm test` (Paraglide would quietly fall back to English).
 */
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const patterns = settings['plugin.inlang.messageFormat'].pathPattern;

type Messages = Record<string, unknown>;

function read(pattern: string, locale: string): Messages {
  const file = pattern.replace('{locale}', locale);
  const { $schema: _, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  return messages;
}

/** The {placeholders} of a message: its text, or every text of its plural variants, and its declared inputs. */
function placeholders(message: unknown): string[] {
  const found = new Set<string>();
  const texts =
    typeof message === 'string'
      ? [message]
      : (message as { declarations?: string[]; match: Record<string, string> }[]).flatMap((variant) => [
          ...Object.values(variant.match),
          ...(variant.declarations ?? [])
            .filter((line) => line.startsWith('input '))
            .map((line) => `{${line.slice(6)}}`),
        ]);
  for (const text of texts) for (const match of text.matchAll(/\{(\w+)\}/g)) found.add(match[1] as string);
  return [...found].sort();
}

function messageFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory() || name === 'node_modules' || name === 'paraglide') return [];
    return name === 'messages' ? [path] : messageFolders(path);
  });
}

describe('the messages', () => {
  it('come from every messages folder in src, each listed once', () => {
    const listed = patterns.map((pattern) => pattern.replace('./', '').replace('/{locale}.json', ''));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(messageFolders('src').sort());
  });

  it('never use one key in two folders (the compiled messages are one set: one would silently win)', () => {
    const folderOf = new Map<string, string>();
    const twice: string[] = [];
    for (const pattern of patterns) {
      for (const key of Object.keys(read(pattern, settings.baseLocale))) {
        const first = folderOf.get(key);
        if (first) twice.push(`${key}: ${first} and ${pattern}`);
        folderOf.set(key, pattern);
      }
    }
    expect(twice).toEqual([]);
  });

  for (const pattern of patterns) {
    const folder = pattern.split('/').at(-3) as string;
    const prefix = { ui: 'ui', i18n: 'i18n', lib: 'lib' }[folder] ?? folder.replaceAll('-', '_');
    describe(pattern, () => {
      const base = read(pattern, settings.baseLocale);

      for (const locale of settings.locales.filter((each) => each !== settings.baseLocale)) {
        it(`has every key in ${locale}, with the same placeholders, and nothing else`, () => {
          const translated = read(pattern, locale);
          expect(Object.keys(translated).sort()).toEqual(Object.keys(base).sort());
          for (const [key, message] of Object.entries(base)) {
            expect(placeholders(translated[key]), `${locale}: ${key}`).toEqual(placeholders(message));
          }
        });
      }

      it(`names its keys after the folder (${prefix}_…)`, () => {
        for (const key of Object.keys(base)) expect(key.startsWith(`${prefix}_`), key).toBe(true);
      });

      it('has no empty text', () => {
        for (const locale of settings.locales) {
          for (const [key, message] of Object.entries(read(pattern, locale))) {
            const texts = typeof message === 'string' ? [message] : JSON.stringify(message);
            expect(texts.length > 0 && message !== '', `${locale}: ${key}`).toBe(true);
          }
        }
      });
    });
  }
});
