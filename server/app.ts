import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Db } from './db/client';
import type { Env } from './env';
import { sameOriginOnly } from './http/guards';
import { fail } from './http/respond';
import type { CatalogReadModel } from './modules/catalog/catalog.read-model';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { imageRoutes } from './modules/catalog/images.routes';

export interface AppDeps {
  db: Db;
  env: Env;
  catalog: CatalogReadModel;
}

const JSON_BODY_LIMIT = 64 * 1024;

export function createApp({ env, catalog }: AppDeps) {
  const app = new Hono();

  app.use(secureHeaders());
  app.use(compress());

  app.use('/api/*', sameOriginOnly());
  app.use('/api/*', bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => fail(c, 413, 'Request body is too large') }));

  app.route('/api/user/product', catalogRoutes(catalog));
  app.route('/images', imageRoutes(catalog));
  app.all('/api/*', (c) => fail(c, 404, `No such API endpoint: ${c.req.method} ${c.req.path}`));
  app.all('/images/*', (c) => c.text('Not found', 404));

  serveBuiltApp(app, env.STATIC_DIR);

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (such as malformed JSON) carry a safe, input-free message.
      return fail(c, error.status, error.message || 'Bad request');
    }
    console.error('Unhandled error', c.req.method, c.req.path, error);
    return fail(c, 500, 'Something went wrong on our side. Please try again.');
  });
  app.notFound((c) => (c.req.path.startsWith('/api/') ? fail(c, 404, 'Not found') : c.text('Not found', 404)));

  return app;
}

/**
 * The built PWA: hashed assets are cached for a year, everything else (index.html, sw.js,
 * the manifest) is revalidated on every load so an update is never half applied.
 * Any other path without a file extension is a client-side route and gets the shell.
 */
function serveBuiltApp(app: Hono, staticDir: string) {
  const indexPath = join(staticDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('/', (c) =>
      c.text('The app is not built yet. Run `npm run build` (or `npm start`, which builds first).', 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');

  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      const hashed = c.req.path.startsWith('/assets/');
      c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  app.use('*', serveStatic({ root: staticDir }));
  app.get('*', (c) => {
    const isFileRequest = c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path);
    if (isFileRequest) return c.text('Not found', 404);
    return c.html(indexHtml);
  });
}
