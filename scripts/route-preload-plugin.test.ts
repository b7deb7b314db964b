import { runInNewContext } from 'node:vm';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { EARLY_ANSWER_WAIT_MS, routePreload } from './route-preload-plugin';

/** A build as Rolldown hands it to the plugin: the entry, two route chunks and a chunk they share with the entry. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry: facadeModuleId === '/app/index.html',
    moduleIds: [`/app/src/${fileName}`],
    imports,
    viteMetadata: { importedCss: new Set(css) },
  };
}
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/vendor.js']),
    chunk('assets/vendor.js', null, []),
    chunk('assets/card.js', null, ['assets/vendor.js'], ['assets/card.css']),
    chunk('assets/home.js', '/app/src/routes/index.tsx?tsr-split=component', ['assets/card.js', 'assets/vendor.js']),
    chunk('assets/category.js', '/app/src/routes/category/$categoryId.tsx?tsr-split=component', ['assets/card.js']),
    chunk('assets/product.js', '/app/src/routes/product/$category/$id.tsx?tsr-split=component', ['assets/card.js']),
    chunk('assets/orders.js', '/app/src/routes/_authenticated/dashboard/orders.tsx?tsr-split=component', []),
    chunk('assets/layout.js', '/app/src/routes/_authenticated.tsx?tsr-split=component', []),
  ].map((output) => [output.fileName, output]),
);

const listing = { method: 'GET', path: '/api/user/product/getProductsByCategory', caching: 'catalog' } as const;
const listingFirst = { '/category/$categoryId': [{ endpoint: listing, query: { category: '$categoryId' } }] } as const;

type Options = Parameters<typeof routePreload>[0];

function scriptOf(options: Options = {}): string {
  const plugin = routePreload({ extra: { '/': ['/banners/first.svg'] }, ...options });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const result = hook.handler.call({} as never, '<html></html>', { bundle } as never) as { tags: HtmlTagDescriptor[] };
  return String(result.tags[0]?.children);
}

/** Runs the injected script on a page at `pathname`: what it preloads, what it fetches, and its pending timers. */
function runAt(
  pathname: string,
  options: Options = {},
  { controlled = false, answer = new Promise(() => {}), locale = 'en', search = '', link = '3g' as string | null } = {},
) {
  const links: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const timers = new Map<number, () => void>();
  runInNewContext(scriptOf(options), {
    location: { pathname, search },
    navigator: {
      serviceWorker: { controller: controlled ? {} : null },
      connection: link === null ? undefined : { effectiveType: link },
    },
    RegExp,
    URLSearchParams,
    AbortController,
    fetch: (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return answer;
    },
    setTimeout: (callback: () => void) => timers.set(timers.size + 1, callback).size,
    clearTimeout: (id: number) => timers.delete(id),
    document: { createElement: () => ({}), head: { append: (link: (typeof links)[number]) => links.push(link) } },
    // index.html's language loader (scripts/language-packs-plugin.ts), run before this script.
    kiranaLanguage: { locale },
  });
  return { links, fetches, timers };
}

/** What the injected script preloads on a page at `pathname`. */
function preloadsAt(pathname: string, options: Options = {}, locale = 'en'): string[] {
  return runAt(pathname, options, { locale }).links.map(
    (link) => `${link.rel}${link.as ? `:${link.as}` : ''}${link.crossOrigin === '' ? ' crossorigin' : ''} ${link.href}`,
  );
}

describe('route preload', () => {
  it("asks for the home page's chunk, what it shares only with other routes, its CSS and its first picture", () => {
    expect(preloadsAt('/')).toEqual([
      'preload:image /banners/first.svg',
      'modulepreload /assets/home.js',
      'modulepreload /assets/card.js',
      'preload:style crossorigin /assets/card.css',
    ]);
  });

  it('matches routes with parameters and leaves out what the entry already brings', () => {
    expect(preloadsAt('/category/Snacks')).toEqual([
      'modulepreload /assets/category.js',
      'modulepreload /assets/card.js',
      'preload:style crossorigin /assets/card.css',
    ]);
    expect(preloadsAt('/dashboard/orders')).toEqual(['modulepreload /assets/orders.js']);
    expect(preloadsAt('/dashboard/orders/')).toEqual(['modulepreload /assets/orders.js']);
  });

  it('matches a route with two parameters', () => {
    expect(preloadsAt('/product/Snacks/1166')).toEqual([
      'modulepreload /assets/product.js',
      'modulepreload /assets/card.js',
      'preload:style crossorigin /assets/card.css',
    ]);
    expect(preloadsAt('/product/Snacks/1166/')).toHaveLength(3);
    expect(preloadsAt('/product/Snacks')).toEqual([]);
  });

  it("asks for the route's language packs too, in the shopper's language only", () => {
    // Packs for the chunks with words: the route's own and the card's (the entry's come with the HTML).
    const languagePacks = (chunk: { moduleIds: readonly string[] }) =>
      ['/app/src/assets/category.js', '/app/src/assets/card.js', '/app/src/assets/index.js']
        .filter((id) => chunk.moduleIds.includes(id))
        .map((id) => ({ locale: 'hi', fileName: id.replace('/app/src/', '').replace('.js', '.hi-1.js') }));
    expect(preloadsAt('/category/Snacks', { languagePacks }, 'hi')).toEqual([
      'modulepreload /assets/category.js',
      'modulepreload /assets/card.js',
      'preload:style crossorigin /assets/card.css',
      'modulepreload /assets/category.hi-1.js',
      'modulepreload /assets/card.hi-1.js',
    ]);
    expect(preloadsAt('/category/Snacks', { languagePacks }, 'en')).toHaveLength(3);
  });

  it('asks for nothing on an address no route answers', () => {
    expect(preloadsAt('/category/Snacks/extra')).toEqual([]);
    expect(preloadsAt('/no-such-page')).toEqual([]);
  });

  describe("a page's first catalog answers", () => {
    it('are asked for with the page, the address parameter put in the query as the app puts it', () => {
      const { fetches, links } = runAt('/category/Dals%20%26%20Flours', { answers: listingFirst });
      expect(fetches.map((request) => request.url)).toEqual([
        '/api/user/product/getProductsByCategory?category=Dals+%26+Flours',
      ]);
      // With the session cookie, like the app's own request: the browser hands one answer to both.
      expect(fetches[0]?.init.credentials).toBe('include');
      expect(links).toHaveLength(3);
    });

    it('are not asked for where the service worker is in control, on other routes, or on a malformed address', () => {
      expect(runAt('/category/Snacks', { answers: listingFirst }, { controlled: true }).fetches).toEqual([]);
      expect(runAt('/category/Snacks', { answers: listingFirst }, { controlled: true }).links).toHaveLength(3);
      expect(runAt('/', { answers: listingFirst }).fetches).toEqual([]);
      expect(runAt('/product/Snacks/1166', { answers: listingFirst }).fetches).toEqual([]);
      expect(runAt('/category/%E0%A4', { answers: listingFirst }).fetches).toEqual([]);
    });

    it("ask for the page's first pictures as soon as the answer names them, and for nothing when it names none", async () => {
      const productFirst = {
        '/product/$category/$id': [
          {
            endpoint: { ...listing, path: '/api/user/product/getProduct' },
            query: { productId: '$id' },
            pictures: [['images', 0]],
          },
        ],
        '/category/$categoryId': [
          {
            ...listingFirst['/category/$categoryId'][0],
            pictures: [
              [0, 'image'],
              [1, 'image'],
            ],
          },
        ],
      } as const;
      const answered = (
        body: unknown,
        ok = true,
        address = '/product/Snacks/1166',
        search = '',
        link: string | null = '3g',
      ) =>
        runAt(
          address,
          { answers: productFirst },
          { answer: Promise.resolve({ ok, json: async () => body }), search, link },
        );
      const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
      const pictures = (links: { rel: string; as?: string; href: string }[]) =>
        links.filter((link) => link.as === 'image').map((link) => link.href);

      const product = answered({
        success: true,
        data: { images: ['/images/products/1166/0.webp', '/images/products/1166/1.webp'] },
      });
      expect(product.fetches.map((request) => request.url)).toEqual(['/api/user/product/getProduct?productId=1166']);
      expect(pictures(product.links)).toEqual([]);
      await settle();
      expect(pictures(product.links)).toEqual(['/images/products/1166/0.webp']);

      // A listing's first cards, as many as are named.
      const cards = [1, 2, 3].map((id) => ({ image: `/images/products/${id}/0.webp` }));
      const category = answered({ success: true, data: cards }, true, '/category/Snacks');
      await settle();
      expect(pictures(category.links)).toEqual(['/images/products/1/0.webp', '/images/products/2/0.webp']);
      // Only on a link the browser takes for 3G or slower: on a faster one (or where it gives no estimate) the
      // pictures would take the start-up code's bandwidth, and the page asks for them itself.
      for (const link of ['4g', null]) {
        const fast = answered({ success: true, data: cards }, true, '/category/Snacks', '', link);
        await settle();
        expect(fast.fetches).toHaveLength(1);
        expect(pictures(fast.links)).toEqual([]);
      }
      // An address with a query may show other cards first (a sort, a filter, a page): none then.
      const sorted = answered({ success: true, data: cards }, true, '/category/Snacks', '?sort=newest');
      await settle();
      expect(sorted.fetches).toHaveLength(1);
      expect(pictures(sorted.links)).toEqual([]);

      for (const none of [
        answered({ success: true, data: { images: [] } }),
        answered({ success: false, message: 'Product not found' }, false),
        answered({ success: true, data: { images: ['https://elsewhere.example/0.webp'] } }),
        answered({ success: true, data: { images: ['//elsewhere.example/0.webp'] } }),
      ]) {
        await settle();
        expect(pictures(none.links)).toEqual([]);
      }
    });

    it(`give up an early request with no answer after ${EARLY_ANSWER_WAIT_MS} ms, and keep one that is answered`, async () => {
      const unanswered = runAt('/category/Snacks', { answers: listingFirst });
      expect(unanswered.fetches[0]?.init.signal?.aborted).toBe(false);
      for (const fire of unanswered.timers.values()) fire();
      expect(unanswered.fetches[0]?.init.signal?.aborted).toBe(true);

      const answered = runAt('/category/Snacks', { answers: listingFirst }, { answer: Promise.resolve({}) });
      await Promise.resolve();
      expect(answered.timers.size).toBe(0);
      expect(answered.fetches[0]?.init.signal?.aborted).toBe(false);
    });

    it('refuse at build time what could never help: a personal answer, an unknown parameter or route', () => {
      const personal = { ...listing, path: '/api/user/cart/getCart', caching: 'personal' } as const;
      expect(() => scriptOf({ answers: { '/category/$categoryId': [{ endpoint: personal, query: {} }] } })).toThrow(
        /not a catalog read/,
      );
      expect(() =>
        scriptOf({ answers: { '/category/$categoryId': [{ endpoint: listing, query: { category: '$id' } }] } }),
      ).toThrow(/has no parameter \$id/);
      expect(() => scriptOf({ answers: { '/categories/$categoryId': listingFirst['/category/$categoryId'] } })).toThrow(
        /which no preloaded route is/,
      );
    });
  });
});
