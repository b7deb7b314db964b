/**
 * Where the home route's JavaScript comes from: the chunks the size budget counts, each byte traced back
 * through the source maps to the file it was built from, and grouped by package (node_modules) or by the
 * shop's own folder. Run it before cutting weight, so the cut is aimed at what is really there.
 *
 *   npx vite build --sourcemap --outDir /tmp/kirana-sm && node --import tsx bench/js-attribution.ts /tmp/kirana-sm [--files]
 *
 * Sizes are minified bytes as built and an estimate of their gzip share (each chunk's gzip ratio applied
 * to its parts: gzip compresses across files, so a part has no exact gzip size of its own).
 * --files lists single files instead of groups.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { homeRouteChunks } from './route-chunks';

const DIST = process.argv[2];
if (!DIST) throw new Error('Usage: bench/js-attribution.ts <dist built with --sourcemap> [--files]');
const byFile = process.argv.includes('--files');

/** A source's name as shown: `react-dom`, `@tanstack/router-core`, or `src/features/shell`. */
function groupOf(source: string): string {
  const path = source.replace(/\?.*$/, '').replace(`${process.cwd()}/`, '');
  const inModules = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return byFile ? path.slice(path.indexOf(inModules[1] as string)) : (inModules[1] as string);
  if (byFile) return path;
  const own = path.match(/^(src\/(?:features|domain|lib|components)\/[^/]+|src\/lib\/i18n\/paraglide|[^/]+\/[^/]+)/);
  return own?.[1] ?? path;
}

const totals = new Map<string, { raw: number; gzip: number }>();
let allRaw = 0;
let allGzip = 0;
for (const file of homeRouteChunks(DIST)) {
  const code = readFileSync(join(DIST, file), 'utf8');
  const gzipRatio = gzipSync(code, { level: 9 }).length / code.length;
  const add = (source: string, bytes: number) => {
    const group = groupOf(source);
    const total = totals.get(group) ?? { raw: 0, gzip: 0 };
    total.raw += bytes;
    total.gzip += bytes * gzipRatio;
    totals.set(group, total);
  };
  allRaw += code.length;
  allGzip += code.length * gzipRatio;
  const lines = code.split('\n');
  const mapFile = join(DIST, `${file}.map`);
  if (!existsSync(mapFile)) {
    add(`${file} (no source map)`, code.length);
    continue;
  }
  const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const mappings: { line: number; column: number; source: string }[] = [];
  map.eachMapping((m) =>
    mappings.push({
      line: m.generatedLine,
      column: m.generatedColumn,
      source: m.source ? resolve(dirname(mapFile), m.source) : '(no source)',
    }),
  );
  // Each mapping owns the generated text up to the next mapping on its line (or the line's end).
  let mapped = 0;
  for (let i = 0; i < mappings.length; i++) {
    const here = mappings[i] as (typeof mappings)[number];
    const next = mappings[i + 1];
    const end = next && next.line === here.line ? next.column : (lines[here.line - 1]?.length ?? 0);
    add(here.source, end - here.column);
    mapped += end - here.column;
  }
  add('(unmapped: glue, imports, names the bundler wrote)', code.length - mapped);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(`home route JS: ${kb(allRaw)} minified, ${kb(allGzip)} gzip\n`);
console.log(`${'minified'.padStart(9)} ${'~gzip'.padStart(9)}  source`);
for (const [group, size] of [...totals].sort(([, a], [, b]) => b.raw - a.raw)) {
  if (size.raw < 200) continue;
  console.log(`${kb(size.raw)} ${kb(size.gzip)}  ${group}`);
}
