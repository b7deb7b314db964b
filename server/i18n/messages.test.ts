import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, '..');

/** Every `messages.ts` under server/ (the convention of say.ts). */
function messageFiles(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('messages.ts') && !path.includes('node_modules'))
    .filter((path) => path.split(/[\\/]/).at(-1) === 'messages.ts')
    .map((path) => join(SERVER, path));
}

type Words = Record<string, unknown>;

describe('the server message modules', () => {
  const files = messageFiles();

  it('are found', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(files.map((file) => [relative(SERVER, file), file]))('%s', (_name, file) => {
    it('exports { en, hi } with the same keys, each a text or a function of the same values', async () => {
      const module = (await import(file)) as Record<string, unknown>;
      const sets = Object.values(module).filter(
        (value): value is { en: Words; hi: Words } =>
          typeof value === 'object' && value !== null && 'en' in value && 'hi' in value,
      );
      expect(sets.length).toBeGreaterThan(0);
      for (const { en, hi } of sets) {
        expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
        for (const key of Object.keys(en)) {
          expect(typeof hi[key], key).toBe(typeof en[key]);
          const text = hi[key];
          if (typeof text === 'string') {
            expect(text.trim(), key).not.toBe('');
            expect(text, `${key} is NFC`).toBe(text.normalize('NFC'));
            expect(text, `${key} is Hindi`).not.toBe(en[key]);
          }
        }
      }
    });
  });
});
