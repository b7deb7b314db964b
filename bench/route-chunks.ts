import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The route files' components as the build manifest names them (`src/routes/cart.tsx?tsr-split=component`). */
export interface RouteChunks {
  route: string;
  /** The JavaScript files the route needs before it can render. */
  files: string[];
}

/**
 * The JavaScript files each route needs before it can render: the entry and the route's own chunk, each with
 * everything it imports statically (what the browser must fetch), read from the build manifest.
 */
export function routeChunks(dist: string): RouteChunks[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = closure('index.html');
  return Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && key.includes('?tsr-split='))
    .map((route) => ({
      route,
      files: [...new Set([...entry, ...closure(route)])]
        .map((key) => manifest[key]?.file)
        .filter((file): file is string => file?.endsWith('.js') ?? false),
    }));
}

/** The JavaScript files the home route needs before it can render. */
export function homeRouteChunks(dist: string): string[] {
  const home = routeChunks(dist).find(({ route }) => route.startsWith('src/routes/index.tsx'));
  if (!home) throw new Error('The home route chunk is not in the build manifest');
  return home.files;
}
