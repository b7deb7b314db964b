import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ANSWER_MS } from '../src/lib/no-answer';
import { languagePacks, loaderScript, packSource, takeFunctions } from './language-packs-plugin';

/** A message with a plural and a placeholder, as Paraglide compiled it (Vitest's global setup compiles them). */
const KEY = 'shell_connection_offline_pending';
const compiled = readFileSync(`src/lib/i18n/paraglide/messages/${KEY}.js`, 'utf8');

/** What the packs write into (declared for the app in src/lib/i18n/language-packs.ts). */
const page = globalThis as typeof globalThis & {
  kiranaMessages?: Record<string, Record<string, ((inputs: unknown) => string)[]>>;
};

afterEach(() => {
  delete page.kiranaMessages;
});

describe('language-packs-plugin', () => {
  it('takes the Hindi out of a message module and leaves the English with a lookup of the loaded pack', () => {
    const { code, functions } = takeFunctions(compiled, KEY, 'en', ['hi']);
    expect(code).not.toMatch(/[\u0900-\u097F]/);
    expect(code).not.toContain('hi_');
    expect(code).toContain('You are offline. $' + '{i?.count} changes will sync when the signal returns.');
    expect(code.trimEnd().endsWith(`export const ${KEY} = /* @__PURE__ */ localized("${KEY}", en_${KEY});`)).toBe(true);
    expect(functions.hi).toMatch(/^\/\*\* @type .*\(i\) => \{/s);
    expect(() => takeFunctions(compiled, KEY, 'en', ['ta'])).toThrow(/no function for ta/);
  });

  it('writes a pack that adds its words, plurals included, to the loaded ones', () => {
    const { functions } = takeFunctions(compiled, KEY, 'en', ['hi']);
    const pack = packSource('hi', 'chunk1', ['() => `पहला`', functions.hi ?? '']);
    expect(pack).not.toContain('@type'); // minified
    new Function(pack)();
    expect(page.kiranaMessages?.hi?.chunk1?.[0]?.({})).toBe('पहला');
    const words = page.kiranaMessages?.hi?.chunk1?.[1];
    expect(words?.({ count: 1 })).toBe('इंटरनेट नहीं है। 1 बदलाव सिग्नल आने पर भेजा जाएगा।');
    expect(words?.({ count: 3 })).toBe('इंटरनेट नहीं है। 3 बदलाव सिग्नल आने पर भेजे जाएँगे।');
  });

  it("rewrites a chunk's messages into places in its packs, and makes the chunk ask for them first", () => {
    const plugin = languagePacks();
    const hook = (name: 'transform' | 'renderChunk') => plugin[name] as (...args: unknown[]) => { code: string };
    const other = 'shell_cart';
    for (const key of [KEY, other]) {
      const source = readFileSync(`src/lib/i18n/paraglide/messages/${key}.js`, 'utf8');
      hook('transform')(source, `/shop/src/lib/i18n/paraglide/messages/${key}.js`);
    }
    const chunk = `const a = localized("${other}", en_${other});\nconst b = localized("${KEY}", en_${KEY});\nb(); a();`;
    const { code } = hook('renderChunk')(chunk, { name: 'index', moduleIds: ['a', 'b'] });
    const [words, asks, ...rest] = code.split('\n');
    expect(words).toMatch(/^const __kiranaWords = "\w{8}";$/);
    expect(asks).toMatch(
      /^await globalThis\.kiranaLanguage\?\.need\(\{"hi":"\.\/index\.hi-\w{8}\.js"\}, import\.meta\.url\);$/,
    );
    expect(rest.join('\n')).toBe(
      `const a = localized(__kiranaWords, 0, en_${other});\nconst b = localized(__kiranaWords, 1, en_${KEY});\nb(); a();`,
    );
    expect(hook('renderChunk')('const plain = 1;', { name: 'vendor', moduleIds: [] })).toBeNull();
  });

  it("keeps the packs out of the precache and lists them, by language and in one file, for the service worker's build", () => {
    const plugin = languagePacks();
    const source = readFileSync(`src/lib/i18n/paraglide/messages/${KEY}.js`, 'utf8');
    (plugin.transform as (code: string, id: string) => unknown)(source, `/shop/paraglide/messages/${KEY}.js`);
    const chunk = `const a = localized("${KEY}", en_${KEY});`;
    (plugin.renderChunk as (code: string, chunk: unknown) => unknown)(chunk, { name: 'cart', moduleIds: ['c'] });
    const [pack] = plugin.api.packsOf({ moduleIds: ['c'] });
    expect(pack?.fileName).toMatch(/^assets\/cart\.hi-\w{8}\.js$/);

    const emitted = new Map<string, string>();
    (plugin.generateBundle as () => void).call({
      emitFile: ({ fileName, source }: { fileName: string; source: string }) => emitted.set(fileName, source),
    });
    const [oneFile, ...others] = [...emitted.keys()].filter((name) => name !== pack?.fileName);
    expect(others).toEqual([]);
    expect(oneFile).toMatch(/^assets\/language-packs\.hi-\w{8}\.json$/);
    expect(JSON.parse(emitted.get(oneFile ?? '') ?? '')).toEqual({ [`/${pack?.fileName}`]: pack?.source });

    const chunkEntry = { url: 'assets/cart-a1b2c3d4.js', revision: null };
    const packEntries = [pack?.fileName, oneFile].map((url) => ({ url: url ?? '', revision: null }));
    expect(plugin.api.withoutPacks([chunkEntry, ...packEntries])).toEqual({ manifest: [chunkEntry] });

    const list = plugin.api.serviceWorkerPlugin();
    const id = (list.resolveId as (id: string) => string | null)('virtual:language-packs');
    expect((list.resolveId as (id: string) => string | null)('./sw.ts')).toBeNull();
    expect((list.load as (id: string) => string)(id ?? '').split('\n')).toEqual([
      `export const languagePacks = {"en":[],"hi":["/${pack?.fileName}"]};`,
      `export const packsInOneFile = {"hi":"/${oneFile}"};`,
    ]);
  });

  describe("index.html's loader", () => {
    let packs = 0;
    let preloaded: string[] = [];
    /** A pack of one word; each a new address, since a module runs once per address. */
    const pack = () => ({
      hi: `data:text/javascript,${encodeURIComponent(`(globalThis.kiranaMessages ??= {}).hi = { chunk: [() => "हाँ"] }; // ${++packs}`)}`,
    });

    /**
     * The browser's import() of a pack, here: Vitest runs code in a context where a script's own import() cannot
     * load anything. Runs a data: address's script; anything else is a pack that cannot be fetched.
     */
    async function importPack(address: string) {
      if (!address.startsWith('data:text/javascript,')) throw new TypeError(`Failed to fetch ${address}`);
      new Function(decodeURIComponent(address.slice(address.indexOf(',') + 1)))();
    }

    /** Runs the loader as a page with this storage and these browser languages would (fetching with `fetch`). */
    function loaderOn(
      stored: string | null,
      languages: string[],
      early: Record<string, string[]> = {},
      fetch: (address: string) => Promise<void> = importPack,
    ) {
      const window: {
        kiranaLanguage?: {
          need: (files: Record<string, string>, base: string) => Promise<boolean>;
          use: (locale: string) => Promise<boolean>;
        };
      } = {};
      const document = {
        head: { append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
        createElement: () => ({}),
      };
      // The key src/lib/i18n/locale.ts keeps the choice under.
      const localStorage = { getItem: (key: string) => (key === 'kirana-language' ? stored : null) };
      const script = loaderScript(['en', 'hi'], 'en', early).replace('import(', 'importPack(');
      new Function('window', 'document', 'localStorage', 'navigator', 'importPack', script)(
        window,
        document,
        localStorage,
        { languages },
        fetch,
      );
      if (!window.kiranaLanguage) throw new Error('the loader defined nothing');
      return window.kiranaLanguage;
    }

    it('chooses the language as the app does (locale.test.ts), and fetches a pack only for a language other than the base', async () => {
      // The choice on this phone, else the browser's languages in order, else the base language.
      const cases: [stored: string | null, languages: string[], chosen: 'en' | 'hi'][] = [
        [null, ['hi-IN', 'en'], 'hi'],
        [null, ['mr-IN', 'HI'], 'hi'],
        [null, ['en-IN', 'hi-IN'], 'en'],
        [null, [], 'en'],
        ['en', ['hi-IN'], 'en'],
        ['hi', ['en-US'], 'hi'],
        ['fr', ['hi'], 'hi'],
      ];
      for (const [stored, languages, chosen] of cases) {
        page.kiranaMessages = {};
        await loaderOn(stored, languages).need(pack(), 'http://localhost/assets/index.js');
        expect(page.kiranaMessages.hi?.chunk?.[0]?.({}), `${stored} ${languages}`).toBe(
          chosen === 'hi' ? 'हाँ' : undefined,
        );
      }
    });

    it('fetches the packs of every chunk already loaded when the shopper switches', async () => {
      const loader = loaderOn('en', ['en']);
      await loader.need(pack(), 'http://localhost/assets/index.js');
      expect(page.kiranaMessages).toBeUndefined();
      await loader.use('hi');
      expect(page.kiranaMessages?.hi?.chunk?.[0]?.({})).toBe('हाँ');
    });

    it("asks for the start-up code's packs with the page, in the chosen language only", () => {
      const early = { hi: ['/assets/index.hi-1.js'] };
      preloaded = [];
      loaderOn(null, ['en-IN'], early);
      expect(preloaded).toEqual([]);
      loaderOn(null, ['hi-IN'], early);
      expect(preloaded).toEqual(['modulepreload /assets/index.hi-1.js']);
    });

    it('leaves a pack with no answer within NO_ANSWER_MS to the base language, and a switch waiting on it fails', async () => {
      vi.useFakeTimers();
      try {
        // A dead signal that sends no reset: no answer, and no failure either.
        const loader = loaderOn('en', ['en'], {}, () => new Promise<void>(() => {}));
        await loader.need(pack(), 'http://localhost/assets/index.js');
        const switched = loader.use('hi');
        await vi.advanceTimersByTimeAsync(NO_ANSWER_MS - 1);
        const settled = await Promise.race([switched.then(() => true), Promise.resolve(false)]);
        expect(settled, 'still waiting').toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await expect(switched).resolves.toBe(false);
        // Not switched: a chunk that comes next asks for the words shown (none to fetch), not those that did not come.
        expect(loader.need(pack(), 'http://localhost/assets/next.js')).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('leaves a pack that cannot be fetched to the base language instead of failing the chunk', async () => {
      const loader = loaderOn('hi', []);
      await expect(loader.need({ hi: './index.hi-gone.js' }, 'http://localhost/assets/index.js')).resolves.toBe(false);
      await expect(loader.use('hi')).resolves.toBe(false);
    });
  });
});
