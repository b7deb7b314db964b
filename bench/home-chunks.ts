import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript files the home route needs before it can render: the entry and the home route's chunk,
 * each with everything it imports statically (what the browser must fetch), read from the build manifest.
 */
export function homeRouteChunks(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const homeRouteKey = Object.keys(manifest).find((key) => key.startsWith('src/routes/index.tsx'));
  if (!homeRouteKey) throw new Error('The home route chunk is not in the build manifest');
  return [...new Set([...closure('index.html'), ...closure(homeRouteKey)])]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') ?? false);
}
