import { runInNewContext } from 'node:vm';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreload } from './route-preload-plugin';

/** A build as Rolldown hands it to the plugin: the entry, two route chunks and a chunk they share with the entry. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry: facadeModuleId === '/app/index.html',
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

/** What the injected script asks for on a page at `pathname`. */
function preloadsAt(pathname: string, options: Parameters<typeof routePreload>[0] = {}): string[] {
  const plugin = routePreload({ extra: { '/': ['/banners/first.svg'] }, ...options });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const result = hook.handler.call({} as never, '<html></html>', { bundle } as never) as { tags: HtmlTagDescriptor[] };
  const script = String(result.tags[0]?.children);
  const links: { rel: string; href: string; as?: string }[] = [];
  runInNewContext(script, {
    location: { pathname },
    RegExp,
    document: { createElement: () => ({}), head: { append: (link: (typeof links)[number]) => links.push(link) } },
  });
  return links.map((link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.href}`);
}

describe('route preload', () => {
  it("asks for the home page's chunk, what it shares only with other routes, its CSS and its first picture", () => {
    expect(preloadsAt('/')).toEqual([
      'preload:image /banners/first.svg',
      'modulepreload /assets/home.js',
      'modulepreload /assets/card.js',
      'preload:style /assets/card.css',
    ]);
  });

  it('matches routes with parameters and leaves out what the entry already brings', () => {
    expect(preloadsAt('/category/Snacks')).toEqual([
      'modulepreload /assets/category.js',
      'modulepreload /assets/card.js',
      'preload:style /assets/card.css',
    ]);
    expect(preloadsAt('/dashboard/orders')).toEqual(['modulepreload /assets/orders.js']);
    expect(preloadsAt('/dashboard/orders/')).toEqual(['modulepreload /assets/orders.js']);
  });

  it('matches a route with two parameters', () => {
    expect(preloadsAt('/product/Snacks/1166')).toEqual([
      'modulepreload /assets/product.js',
      'modulepreload /assets/card.js',
      'preload:style /assets/card.css',
    ]);
    expect(preloadsAt('/product/Snacks/1166/')).toHaveLength(3);
    expect(preloadsAt('/product/Snacks')).toEqual([]);
  });

  it('asks for nothing on a route it is told to skip', () => {
    expect(preloadsAt('/product/Snacks/1166', { skip: ['/product/$category/$id'] })).toEqual([]);
    expect(preloadsAt('/category/Snacks', { skip: ['/product/$category/$id'] })).toHaveLength(3);
  });

  it('asks for nothing on an address no route answers', () => {
    expect(preloadsAt('/category/Snacks/extra')).toEqual([]);
    expect(preloadsAt('/no-such-page')).toEqual([]);
  });
});
