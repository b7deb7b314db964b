import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints-plugin';

/** The plugin's last step run over a bundle as Vite hands it over. */
function finish(bundle: Record<string, unknown>) {
  const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: Rolldown.OutputBundle) => void };
  hook.handler({}, bundle as unknown as Rolldown.OutputBundle);
  return bundle;
}

describe('compile-hints-plugin', () => {
  it("puts the hint on a chunk's first line, above Vite's own helpers, and moves its source map down a line", () => {
    const chunk = {
      type: 'chunk',
      fileName: 'assets/index.js',
      code: 'const __vite__mapDeps=(i)=>i;import"./vendor.js";',
    };
    const map = {
      type: 'asset',
      source: JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA,CAAC' }),
    };
    finish({ 'assets/index.js': chunk, 'assets/index.js.map': map });
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(chunk.code.split('\n')[1]).toBe('const __vite__mapDeps=(i)=>i;import"./vendor.js";');
    expect(JSON.parse(map.source)).toEqual({ version: 3, sources: ['src/main.tsx'], mappings: ';AAAA,CAAC' });
  });

  it('leaves files that are not code chunks (stylesheets, language packs) alone, and hints a chunk once', () => {
    const pack = { type: 'asset', source: '((globalThis.kiranaMessages??={}).hi??={}).x=[()=>`खोजें`];' };
    const chunk = { type: 'chunk', fileName: 'assets/route.js', code: `${COMPILE_HINT}\nexport{}` };
    finish({ 'assets/search.hi-x.js': pack, 'assets/route.js': chunk });
    expect(pack.source.startsWith('((globalThis')).toBe(true);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nexport{}`);
  });
});
