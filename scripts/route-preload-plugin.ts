import type { Plugin } from 'vite';

/**
 * Vite plugin: the page's own route chunk (and its CSS) starts downloading with the HTML.
 *
 * The router splits each route's component into its own chunk and asks for it only once the main
 * script has run and matched the address: on a slow link that is one more round trip before the
 * page can draw. This plugin writes into index.html a small inline script listing, for each route
 * file, a pattern of its addresses and the files its component needs; the script asks for the
 * matching route's files at once (modulepreload, or a preload for CSS), in parallel with the main
 * script. `extra` adds assets a route draws first (the home page's banner picture, its LCP); `skip` leaves
 * out routes whose page measured slower so (see vite.config.ts).
 *
 * The server allows the inline script by its sha256 (server/http/content-security-policy.ts).
 */
export function routePreload({
  extra = {},
  skip = [],
}: {
  extra?: Record<string, string[]>;
  skip?: string[];
} = {}): Plugin {
  return {
    name: 'kirana-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry already brings (index.html preloads it) needs no second mention.
        const loadedWithEntry = staticClosure(entry.fileName, byFile);

        const routes: [pattern: string, files: string[]][] = [];
        for (const chunk of chunks) {
          const route = chunk.facadeModuleId?.match(/\/src\/routes\/(.+)\.tsx\?tsr-split=component/)?.[1];
          if (!route) continue;
          const path = addressOf(route);
          if (path === null || skip.includes(path.route)) continue;
          const jsFiles = [...staticClosure(chunk.fileName, byFile)].filter((file) => !loadedWithEntry.has(file));
          const cssFiles = jsFiles.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          const files = [...jsFiles, ...cssFiles].map((file) => `/${file}`);
          routes.push([path.pattern, [...(extra[path.route] ?? []), ...files]]);
        }
        routes.sort(([a], [b]) => a.localeCompare(b));

        const script = `(() => {
        const routes = ${JSON.stringify(routes)};
        for (const [pattern, files] of routes) {
          if (!new RegExp(pattern).test(location.pathname)) continue;
          for (const href of files) {
            const link = document.createElement('link');
            if (href.endsWith('.js')) link.rel = 'modulepreload';
            else {
              link.rel = 'preload';
              link.as = href.endsWith('.css') ? 'style' : 'image';
              link.fetchPriority = 'high';
            }
            link.href = href;
            document.head.append(link);
          }
          return;
        }
      })();`;
        return {
          html,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}

/** A chunk and every chunk it imports statically. */
function staticClosure(file: string, byFile: Map<string, { imports: string[] }>, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, byFile, seen);
  return seen;
}

/**
 * The addresses a route file answers, as a pattern: `product/$category/$id` → ^/product/[^/]+/[^/]+/?$.
 * Layout files (a folder's own file, `_authenticated`, `__root`) have children and are skipped: the
 * leaves' patterns cover their addresses, and the layouts' chunks are small.
 */
function addressOf(routeFile: string): { route: string; pattern: string } | null {
  if (routeFile === '__root' || routeFile.endsWith('route')) return null;
  const segments = routeFile.split(/[/.]/).filter((segment) => !segment.startsWith('_') && segment !== 'index');
  if (routeFile.split('/').pop()?.startsWith('_')) return null;
  const route = `/${segments.join('/')}`;
  const pattern = `^/${segments
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)))
    .join('/')}/?$`;
  return { route, pattern };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
