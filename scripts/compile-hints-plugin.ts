import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function in the file is compiled as the file streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Vite plugin: the app's code chunks begin with V8's compile hint. Without it V8 compiles a function on the
 * main thread the first time it is called, which on a first visit is most of react-dom, the router and the
 * shop's start-up code, in the middle of the tasks that draw the first screen. With it they are compiled on a
 * background thread while the file downloads. Other browsers read a comment.
 *
 * The hint must be the file's first line, so it is added last, after Vite has put its own helpers at the top
 * (`__vite__mapDeps`), and the source map (with `--sourcemap`) is moved down one line with it. The language
 * packs are not hinted: each is one array of small functions of which a page calls a few.
 */
export function compileHints(): Plugin {
  return {
    name: 'kirana-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The map is written from its asset by now (Vite rewrote it there for its own helpers).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source));
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
