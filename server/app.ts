import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { endpoints } from '../contract/endpoints';
import { pageFor } from '../contract/pages';
import type { Deps } from './deps';
import { contentSecurityPolicy } from './http/content-security-policy';
import { describeErrorForLog } from './http/error-log';
import { capFormParts } from './http/form-parts';
import { sameOriginOnly } from './http/guards';
import { httpMessages } from './http/messages';
import { OPENAPI_PATH, openApiDocument } from './http/openapi';
import { refuseControlCharacters } from './http/plain-text';
import { readYourWrites } from './http/read-your-writes';
import { fail } from './http/respond';
import { type AppEnv, loadSession } from './http/session';
import { loadStaffSession } from './http/staff-session';
import { say } from './i18n/say';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { boardRoutes } from './modules/board/board.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { imageRoutes } from './modules/catalog/images.routes';
import { recentlyViewedRoutes } from './modules/catalog/recently-viewed.routes';
import { liveRoutes } from './modules/live/live.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { searchRoutes } from './modules/search/search.routes';
import { shopCatalogRoutes } from './modules/shop-catalog/shop-catalog.routes';
import { sendsCsv, shopCsvRoutes } from './modules/shop-csv/shop-csv.routes';
import { shopHoursRoutes } from './modules/shop-hours/shop-hours.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes';
import {
  FORM_LIMITS,
  limitTriesPerIp,
  refuseUploadsWithoutRoom,
  supportRoutes,
} from './modules/support/support.routes';
import { usersRoutes } from './modules/users/users.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';

const JSON_BODY_LIMIT = 64 * 1024;
/** Support messages may carry a 10 MB attachment, and a product's picture may be 10 MB, plus the form around it. */
const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;

export function createApp(deps: Deps) {
  const { env, catalog } = deps;
  const app = new Hono<AppEnv>();
  const shellHtml = readBuiltPage(env.STATIC_DIR, 'index.html');
  // The staff's page (decision 110): its own inline scripts and stylesheet, so a policy of its own.
  const staffHtml = readBuiltPage(env.STATIC_DIR, 'shop.html');

  const headersOfPage = (html: string | undefined, page?: { webAssembly: boolean }) =>
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(html, page),
      // The same as the policy's frame-ancestors 'none', for browsers that only know the old header.
      xFrameOptions: 'DENY',
    });
  const pageHeaders = headersOfPage(shellHtml);
  const staffPageHeaders = headersOfPage(staffHtml, { webAssembly: true });
  // What is never a document, or a document with nothing to run, link to or open, gets only the headers that
  // apply to it (OWASP's REST guidance): nothing may run in or frame it, no sniffing, same-origin reads only,
  // HTTPS kept. That is the API's JSON answers, the built scripts, stylesheets and JSON (a language's packs in
  // one file, scripts/language-packs-plugin.ts), and the pictures, icons and manifest: a picture a shopper opens
  // on its own is such a document, and `default-src 'none'` forbids more in it than the page's policy would. The
  // page's policy (its script hashes) and the headers only a page reads were about 550 of the 1,100 header bytes
  // on each of these: over HTTP/1.1, a tenth of a 5 KB picture. Only the shell and the service worker keep the
  // page's set: a worker's own policy is read.
  const shortSet: Parameters<typeof secureHeaders>[0] = {
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
  const resourceHeaders = secureHeaders(shortSet);
  // The catalog's SVG pictures keep the policy they set, which also allows their inline styles.
  const pictureHeaders = secureHeaders({ ...shortSet, overwrite: false });
  const readsPageHeaders = (path: string) =>
    !path.startsWith('/api/') && (!isFileRequest(path) || path === '/sw.js' || path.endsWith('.html'));
  const headersFor = (path: string) => {
    if (readsPageHeaders(path)) return pageFor(path) === '/shop.html' && staffHtml ? staffPageHeaders : pageHeaders;
    return path.startsWith('/images/') ? pictureHeaders : resourceHeaders;
  };
  app.use((c, next) => headersFor(c.req.path)(c, next));
  app.use(compress());

  app.use('/api/*', sameOriginOnly());
  const tooLarge = bodyLimitOf(JSON_BODY_LIMIT);
  const uploadTooLarge = bodyLimitOf(UPLOAD_BODY_LIMIT);
  const supportMessages = endpoints.support.messages.path;
  const uploads = new Set<string>([supportMessages, endpoints.shopCatalog.uploadProductPicture.path]);
  const csvImport = endpoints.shopCsv.importCatalog.path;
  // Anyone may send the form: its tries per IP are counted before the body limit, which reads a chunked body whole.
  app.use(supportMessages, limitTriesPerIp(deps));
  app.use('/api/*', (c, next) => {
    if (uploads.has(c.req.path)) return uploadTooLarge(c, next);
    // The owner's CSV file is counted by its route once the owner is known: nobody else gets 20 MB read.
    if (c.req.path === csvImport && sendsCsv(c)) return next();
    return tooLarge(c, next);
  });
  // Before anything reads the body: an attachment the disk could not keep is refused unread.
  app.use(supportMessages, refuseUploadsWithoutRoom(deps));
  // Before anything parses a form: its parts are counted as they arrive.
  app.use('/api/*', capFormParts(FORM_LIMITS));
  app.use('/api/*', refuseControlCharacters());
  app.use('/api/*', personalUnlessPublic());
  app.use('/api/*', loadSession(deps));
  app.use('/api/shop/*', loadStaffSession(deps));
  app.use('/api/*', readYourWrites(deps));

  // Each module registers its endpoints at their paths from the contract's table (contract/endpoints.ts).
  const apiModules = [
    authRoutes(deps),
    catalogRoutes(catalog),
    recentlyViewedRoutes(deps),
    searchRoutes(deps),
    reviewsRoutes(deps),
    cartRoutes(deps),
    wishlistRoutes(deps),
    addressesRoutes(deps),
    ordersRoutes(deps),
    boardRoutes(deps),
    shopCatalogRoutes(deps),
    usersRoutes(deps),
    supportRoutes(deps),
    newsletterRoutes(deps),
    staffAuthRoutes(deps),
    staffRoutes(deps),
    shopCsvRoutes(deps),
    shopHoursRoutes(deps),
    liveRoutes(deps),
  ];
  for (const module of apiModules) app.route('/', module);
  const apiDocument = openApiDocument();
  app.get(OPENAPI_PATH, (c) => c.json(apiDocument));
  app.route('/images', imageRoutes(catalog, deps.reads));
  app.all('/api/*', (c) => fail(c, 404, say(c, httpMessages).noSuchEndpoint));
  app.all('/images/*', (c) => c.text('Not found', 404));

  serveBuiltApp(app, env.STATIC_DIR, shellHtml, staffHtml !== undefined);

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (such as malformed JSON) carry a safe, input-free message.
      return fail(c, error.status, say(c, httpMessages).badRequest({ reason: error.message }));
    }
    // The route's pattern, not the path: paths and queries carry what the shopper typed.
    console.error(`Unhandled error in ${c.req.method} ${routePath(c)}:\n${describeErrorForLog(error)}`);
    return fail(c, 500, say(c, httpMessages).serverError);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? fail(c, 404, say(c, httpMessages).notFound) : c.text('Not found', 404),
  );

  return app;
}

/**
 * Every API answer is personal (`private, no-store`: no shared or browser HTTP cache keeps it)
 * unless its route declared it public, as the catalog's are. Defaulting to private means a new
 * route about the shopper cannot forget it. The service worker keeps its own offline copies in
 * the Cache API, which does not read Cache-Control.
 */
function personalUnlessPublic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Cache-Control')?.startsWith('public')) {
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
  };
}

function bodyLimitOf(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: (c) => fail(c, 413, say(c, httpMessages).bodyTooLarge) });
  return (c, next) => (hasNoBody(c) ? next() : limit(c, next));
}

/**
 * True only when the request surely has no body: an HTTP/1.1 request from Node's server without
 * Content-Length and Transfer-Encoding (HTTP/2 and fetch Requests, as in tests, may carry a body
 * without either, and are counted). bodyLimit would find that out by turning the request into a
 * full fetch Request, a tenth of a catalog read's time (decision 019).
 */
function hasNoBody(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return (
    incoming?.httpVersionMajor === 1 &&
    incoming.headers['content-length'] === undefined &&
    incoming.headers['transfer-encoding'] === undefined
  );
}

/** A file of the build or of public/ (a client route has no extension): never answered with the shell. */
function isFileRequest(path: string): boolean {
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
}

/** A built page (index.html, the shell; shop.html, the staff's), or undefined before the first build. */
function readBuiltPage(staticDir: string, file: string): string | undefined {
  const path = join(staticDir, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/**
 * The built PWA: hashed assets are cached for a year, everything else (index.html, sw.js,
 * the manifest) is revalidated on every load so an update is never half applied.
 * Any other path without a file extension is a client-side route and gets its page: the staff's (shop.html) under
 * /shop, the shell (index.html) everywhere else.
 */
function serveBuiltApp(app: Hono<AppEnv>, staticDir: string, indexHtml: string | undefined, hasStaffPage: boolean) {
  if (indexHtml === undefined) {
    app.get('/', (c) =>
      c.text('The app is not built yet. Run `npm run build` (or `npm start`, which builds first).', 503),
    );
    return;
  }

  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      const hashed = c.req.path.startsWith('/assets/');
      c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // The build writes each file also as .br and .gz (scripts/precompress-plugin.ts): handed out as they are.
  app.use('*', serveStatic({ root: staticDir, precompressed: true }));
  // A deep link's shell too: with the start-up stylesheet inside it is 39 KB, under a quarter of that as brotli.
  const shell = serveStatic({ root: staticDir, path: 'index.html', precompressed: true });
  const staffPage = serveStatic({ root: staticDir, path: 'shop.html', precompressed: true });
  app.get('*', async (c, next) => {
    if (isFileRequest(c.req.path)) return c.text('Not found', 404);
    const page = pageFor(c.req.path) === '/shop.html' && hasStaffPage ? staffPage : shell;
    return (await page(c, next)) ?? c.notFound();
  });
}
