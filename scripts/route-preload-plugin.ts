import type { Plugin } from 'vite';
import type { Endpoint } from '../contract/endpoints/endpoint';

/**
 * Vite plugin: the page's own route chunk (and its CSS) starts downloading with the HTML.
 *
 * The router splits each route's component into its own chunk and asks for it only once the main
 * script has run and matched the address: on a slow link that is one more round trip before the
 * page can draw. This plugin writes into index.html a small inline script listing, for each route
 * file, a pattern of its addresses and the files its component needs; the script asks for the
 * matching route's files at once (modulepreload, or a preload for CSS), in parallel with the main
 * script. `extra` adds assets a route draws first (the home page's banner picture, its LCP). `languagePacks`
 * adds the route's language packs in the language index.html's loader chose (none for the base language).
 *
 * `answers` names, per route, the catalog answers its page asks for first (a category page's list, a product
 * page's product: the pictures in them are the page's LCP). On a first visit the script asks for them at
 * once, one round trip before the app could: a catalog answer is public (max-age), so the browser hands the
 * one it fetched, or is still fetching, to the app's own request for the same address. With a service
 * worker in control the app opens on the phone's copy and nothing is asked early; without one (a hard reload)
 * the app, holding a copy, asks the shop itself again (`haveCopy`: one more round trip, a 304 when nothing
 * changed). An answer may name the pictures of the page's first screen (`pictures`): on a link the browser takes for 3G or slower, where round
 * trips cost most, they are asked for as the answer comes, a round trip before the page is drawn (on a faster
 * link they took bandwidth from the start-up code, and the page asks for them itself); never on an address with
 * a query (a listing's sort, filters or page would put other cards first). An early request that has no
 * answer within EARLY_ANSWER_WAIT_MS is given up: the browser holds the app's request for the same address
 * behind it (for up to 20 s), and on a connection that takes requests and never answers the app must try
 * itself.
 *
 * The server allows the inline script by its sha256 (server/http/content-security-policy.ts).
 */
export function routePreload({
  extra = {},
  answers = {},
  languagePacks,
}: {
  extra?: Record<string, string[]>;
  answers?: Record<string, readonly EarlyAnswer[]>;
  /** A chunk's language packs (scripts/language-packs-plugin.ts): asked for too, in the shopper's language only. */
  languagePacks?: LanguagePacksOf;
} = {}): Plugin {
  return {
    name: 'kirana-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path, chunk: pageEntry }) {
        // The router's routes are index.html's: the staff's page (shop.html) has none (decision 110).
        if (!bundle || (path !== undefined && path !== '/index.html')) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = pageEntry ?? chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry already brings (index.html preloads it) needs no second mention.
        const loadedWithEntry = staticClosure(entry.fileName, byFile);

        const routes: [
          pattern: string,
          files: string[],
          answers: [path: string, query: Record<string, string>, pictures: PicturePath[]][],
          packs: Record<string, string[]>,
        ][] = [];
        const preloaded = new Set<string>();
        for (const chunk of chunks) {
          const route = chunk.facadeModuleId?.match(/\/src\/routes\/(.+)\.tsx\?tsr-split=component/)?.[1];
          if (!route) continue;
          const path = addressOf(route);
          if (path === null) continue;
          const jsFiles = [...staticClosure(chunk.fileName, byFile)].filter((file) => !loadedWithEntry.has(file));
          const packs: Record<string, string[]> = {};
          for (const file of jsFiles) {
            for (const pack of languagePacks?.(byFile.get(file) ?? { moduleIds: [] }) ?? [])
              packs[pack.locale] = [...(packs[pack.locale] ?? []), `/${pack.fileName}`];
          }
          preloaded.add(path.route);
          const early = (answers[path.route] ?? []).map((answer) => earlyRequest(path, answer));
          const cssFiles = jsFiles.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          const files = [...jsFiles, ...cssFiles].map((file) => `/${file}`);
          routes.push([path.pattern, [...(extra[path.route] ?? []), ...files], early, packs]);
        }
        routes.sort(([a], [b]) => a.localeCompare(b));
        const unknown = Object.keys(answers).filter((route) => !preloaded.has(route));
        if (unknown.length > 0)
          throw new Error(`routePreload: answers for ${unknown.join(', ')}, which no preloaded route is`);

        const script = `(() => {
        const routes = ${JSON.stringify(routes)};
        // An answer's pictures are asked for early only where round trips are dear (the browser's estimate of
        // the link: 3G or slower); on a faster link they took bandwidth from the start-up code (bench/README.md).
        const picturesEarly = ['slow-2g', '2g', '3g'].includes(navigator.connection?.effectiveType);
        const preload = (href) => {
          const link = document.createElement('link');
          if (href.endsWith('.js')) link.rel = 'modulepreload';
          else {
            link.rel = 'preload';
            link.fetchPriority = 'high';
            link.as = href.endsWith('.css') ? 'style' : 'image';
            // Asked as Vite's own <link rel=stylesheet> for the chunk asks (crossorigin): a preload asked
            // otherwise is not used, and the stylesheet is downloaded a second time.
            if (link.as === 'style') link.crossOrigin = '';
          }
          link.href = href;
          document.head.append(link);
        };
        for (const [pattern, files, answers, packs] of routes) {
          const address = new RegExp(pattern).exec(location.pathname);
          if (!address) continue;
          for (const href of [...files, ...(packs[globalThis.kiranaLanguage?.locale] ?? [])]) preload(href);
          if (navigator.serviceWorker?.controller) return;
          for (const [path, query, pictures] of answers) {
            const search = new URLSearchParams();
            try {
              for (const [key, param] of Object.entries(query)) search.set(key, decodeURIComponent(address.groups[param]));
            } catch {
              continue; // a malformed address: the app shows its not-found page without asking
            }
            const giveUp = new AbortController();
            const timer = setTimeout(() => giveUp.abort(), ${EARLY_ANSWER_WAIT_MS});
            fetch(path + '?' + search, { credentials: 'include', signal: giveUp.signal })
              .then((response) => {
                clearTimeout(timer);
                if (picturesEarly && pictures.length > 0 && location.search === '' && response.ok)
                  return response.json().then((body) => {
                    for (const picture of pictures) {
                      const src = picture.reduce((value, key) => value?.[key], body.data);
                      // The shop's own pictures only (the policy would refuse any other anyway).
                      if (typeof src === 'string' && src.startsWith('/') && !src.startsWith('//')) preload(src);
                    }
                  });
              })
              .catch(() => {});
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

/**
 * A catalog answer a route's page asks for first: its endpoint, the address parameter (`$name`) of each query
 * field, and where in the answer's data the pictures of the page's first screen are, if the page draws them as
 * they are there (a product's `[['images', 0]]`, a listing's first cards' `[[0, 'image'], …]`): on a slow link
 * asked for as soon as the answer comes, not a round trip after the page is drawn.
 */
export interface EarlyAnswer {
  endpoint: Pick<Endpoint, 'method' | 'path' | 'caching'>;
  query: Record<string, `$${string}`>;
  pictures?: readonly PicturePath[];
}

/** Keys and indexes from an answer's `data` to a picture's address. */
type PicturePath = readonly (string | number)[];

/** How long an early request may wait for its answer's first bytes before the app is left to ask itself. */
export const EARLY_ANSWER_WAIT_MS = 5000;

/** The path and query (field → the address's named group) an early answer is asked for with; refused at build time if it could never help. */
function earlyRequest(
  { route, params }: { route: string; params: string[] },
  { endpoint, query, pictures = [] }: EarlyAnswer,
): [path: string, query: Record<string, string>, pictures: PicturePath[]] {
  // Only a public answer is kept by the browser for the app's own request; any other would be fetched twice.
  if (endpoint.method !== 'GET' || endpoint.caching !== 'catalog')
    throw new Error(
      `routePreload: ${endpoint.path} is not a catalog read; asked early for ${route}, it would be fetched twice`,
    );
  const groups = Object.entries(query).map(([field, param]) => {
    const name = param.slice(1);
    if (!params.includes(name)) throw new Error(`routePreload: ${route} has no parameter ${param}`);
    return [field, name];
  });
  return [endpoint.path, Object.fromEntries(groups), [...pictures]];
}

/** The language packs of a chunk, as scripts/language-packs-plugin.ts wrote them. */
export type LanguagePacksOf = (chunk: { moduleIds: readonly string[] }) => { locale: string; fileName: string }[];

/** A chunk and every chunk it imports statically. */
export function staticClosure(file: string, byFile: Map<string, { imports: string[] }>, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, byFile, seen);
  return seen;
}

/**
 * The addresses a route file answers, as a pattern with a named group per parameter:
 * `product/$category/$id` → ^/product/(?<category>[^/]+)/(?<id>[^/]+)/?$.
 * Layout files (a folder's own file, `_authenticated`, `__root`) have children and are skipped: the
 * leaves' patterns cover their addresses, and the layouts' chunks are small.
 */
function addressOf(routeFile: string): { route: string; pattern: string; params: string[] } | null {
  if (routeFile === '__root' || routeFile.endsWith('route')) return null;
  const segments = routeFile.split(/[/.]/).filter((segment) => !segment.startsWith('_') && segment !== 'index');
  if (routeFile.split('/').pop()?.startsWith('_')) return null;
  const route = `/${segments.join('/')}`;
  const params = segments.filter((segment) => segment.startsWith('$')).map((segment) => segment.slice(1));
  const pattern = `^/${segments
    .map((segment) => (segment.startsWith('$') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)))
    .join('/')}/?$`;
  return { route, pattern, params };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
