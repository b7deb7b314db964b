/**
 * What the browser benches (lighthouse.ts, first-visit.ts, repeat-visit.ts) serve: the shop as `npm run serve` runs it
 * and the floor page (bench/floor), each on a free port, in a temporary folder. All of it is gone when
 * the bench exits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

export function benchServers(name: string) {
  const work = mkdtempSync(join(tmpdir(), `kirana-${name}-`));
  const children: { kill: () => void }[] = [];
  process.on('exit', () => {
    for (const child of children) child.kill();
    rmSync(work, { recursive: true, force: true });
  });

  /** The shop on a fresh database, serving `staticDir` (else the server's default, dist/). */
  async function startShop(staticDir?: string): Promise<string> {
    const port = await freePort();
    const server = spawn('node', ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        // One database per shop: a run may serve two builds side by side (lighthouse.ts --baseline).
        DATA_DIR: join(work, `data-${port}`),
        ...(staticDir ? { STATIC_DIR: staticDir } : {}),
        NODE_ENV: 'development',
      },
      stdio: 'ignore',
    });
    children.push({ kill: () => server.kill() });
    const origin = `http://localhost:${port}`;
    for (let tries = 0; tries < 240; tries++) {
      const answer = await fetch(`${origin}/api/user/product/getCategoryCount`).catch(() => null);
      if (answer?.ok) return origin;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error('The shop did not start');
  }

  /**
   * The floor page, built now and served by a bare node:http server (gzip like the shop, its code
   * immutable, its page no-cache); its one API call goes to the shop.
   */
  async function startFloor(shopOrigin: string): Promise<string> {
    const outDir = join(work, 'floor');
    const build = spawnSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts', '--outDir', outDir], {
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error('The floor page did not build');
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
    const server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://floor');
      if (url.pathname.startsWith('/api/')) {
        const answer = await fetch(`${shopOrigin}${url.pathname}${url.search}`);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const relative = normalize(url.pathname.replace(/^\/floor\/?/, '')).replace(/^(\.\.[/\\])+/, '');
      let file = join(outDir, relative);
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(outDir, 'index.html');
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': extname(file) === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      response.end(gzipSync(readFileSync(file)));
    });
    const port = await listen(server);
    children.push({ kill: () => server.close() });
    return `http://localhost:${port}/floor/`;
  }

  return { startShop, startFloor };
}

/** The product page the browser benches measure: the shop's first featured product. */
export async function benchProductPage(shop: string): Promise<{ id: number; path: string }> {
  const featured = (await (await fetch(`${shop}/api/user/product/getFeaturedProducts`)).json()) as {
    data: { id: number; category: string }[];
  };
  const product = featured.data[0];
  if (!product) throw new Error('The shop has no featured product');
  return { id: product.id, path: `/product/${encodeURIComponent(product.category)}/${product.id}` };
}

function freePort(): Promise<number> {
  const server = createServer();
  return listen(server).then((port) => new Promise((done) => server.close(() => done(port))));
}

function listen(server: Server): Promise<number> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
}
