import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { getProduct, getProductsByCategory } from './contract/endpoints/catalog';
import { compileHints } from './scripts/compile-hints-plugin';
import { htmlMessages, manifestInEveryLanguage } from './scripts/html-messages-plugin';
import { inlineStartupCss } from './scripts/inline-startup-css-plugin';
import { languagePacks } from './scripts/language-packs-plugin';
import { ownManifestKept } from './scripts/own-manifest-plugin';
import { precompress } from './scripts/precompress-plugin';
import { routePreload } from './scripts/route-preload-plugin';
import { isStaffCopy, staffCopies } from './scripts/staff-copies-plugin';
import { FIRST_SCREEN_CARDS } from './src/domain/catalog/first-screen';
import { BANNERS } from './src/features/home/banners';

/** manifest.webmanifest at the top level is the one manifest; the plugin emits it into the build. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * The messages of every language (project.inlang lists their files) compiled into one function per
 * message: a page's chunk carries only the messages it draws (decision 060).
 */
export const PARAGLIDE = {
  project: './project.inlang',
  outdir: './src/lib/i18n/paraglide',
  // src/lib/i18n/locale.ts answers which language is chosen; Paraglide's own strategies are not used.
  strategy: ['baseLocale' as const],
  emitGitIgnore: false,
  emitReadme: false,
};

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';
// Each language's words only for those who read it: the other languages' messages in packs of their own.
const packs = languagePacks();

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
export default defineConfig({
  plugins: [
    paraglideVitePlugin(PARAGLIDE),
    // The staff's page keeps its manifest, "Kirana Shop", whatever the language (the shopper's points at its own).
    staffCopies({ replace: { 'src/lib/i18n/manifest-path.ts': 'src/app/staff-manifest-path.ts' } }),
    packs,
    // The router plugin must come before react(): it generates the route tree and splits route chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // The brand splash in index.html shows before the app has run, and the manifest in every language: their
    // words come from the messages.
    htmlMessages(),
    manifestInEveryLanguage(manifest),
    routePreload({
      // The home page's first banner picture is what its first screen is judged by (its LCP).
      extra: { '/': BANNERS.slice(0, 1).map((banner) => banner.image) },
      // A category page's LCP is its first cards' pictures, which wait for the list: asked for with the HTML,
      // the list no longer waits for the start-up code. Lighthouse mobile: LCP medians 3.1 and 3.4 s against
      // 3.5 and 3.6 s in two sittings, no difference in a third on a busy machine; 0.3 s sooner in a throttled
      // browser at 150 ms latency (bench/README.md, 2026-11-26).
      // A product page's product likewise, with its chunk (every route's chunk is asked for with the HTML): in
      // a throttled browser at 600 ms round trips its first screen came 1.3 s sooner, at 150 ms 0.1 s; in
      // Lighthouse's simulation within the spread. Its first picture, asked for as the product comes, was
      // painted a further 0.36 s sooner at 600 ms (fifteenth round). A category's list comes in the page's default
      // order (the contract's DEFAULT_SORT), so its first cards' pictures are named too: at 600 ms painted 0.08–0.3
      // s sooner in four sittings. At 150 ms early pictures took bandwidth from the start-up code (the first
      // screen 0.1–0.2 s later), so they are asked for early only on a link the browser takes for 3G or slower
      // (sixteenth round).
      answers: {
        '/category/$categoryId': [
          {
            endpoint: getProductsByCategory,
            query: { category: '$categoryId' },
            pictures: Array.from({ length: FIRST_SCREEN_CARDS }, (_, card) => [card, 'image']),
          },
        ],
        '/product/$category/$id': [{ endpoint: getProduct, query: { productId: '$id' }, pictures: [['images', 0]] }],
      },
      // A route's Hindi comes with its chunks for a shopper reading Hindi, not one round trip after them.
      languagePacks: packs.api.packsOf,
    }),
    // The first paint waits for the HTML alone: the start-up stylesheet comes inside it.
    inlineStartupCss(),
    // V8 compiles the code as it downloads, off the main thread, not function by function as the first screen
    // calls it: Lighthouse's blocking time 223/229/474 ms against 496/569/902 ms (home, category, product),
    // three runs each beside the build before (bench/README.md, seventeenth round).
    compileHints(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/lib/pwa so the app controls updates.
      injectRegister: false,
      manifest,
      // The install icons (PNG) are fetched by the browser when the shop is installed, which needs a signal
      // anyway; no page draws them. Not precached: 25 KB (brotli) less on every phone's first visit.
      includeManifestIcons: false,
      injectManifest: {
        // The shell and every route chunk: everything the app needs to open with no signal. The language packs
        // are kept apart, only those of the language the phone reads (sw/language-packs.ts).
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // The staff's ZXing barcode reader is no use without its WebAssembly (0.9 MB, fetched on a scan) nor
        // without a signal to look the barcode up: not on every phone (37 KB).
        globIgnores: ['**/zxing-reader-*.js'],
        manifestTransforms: [packs.api.withoutPacks],
        buildPlugins: { vite: [packs.api.serviceWorkerPlugin()] },
      },
    }),
    // After VitePWA, which links the shopper's manifest into every page: shop.html keeps its own.
    ownManifestKept(),
  ],
  build: {
    manifest: true,
    modulePreload: {
      // Every browser the shop serves preloads modules itself (Chrome 66, Safari 17, Firefox 115); an older one just
      // fetches a little later. The polyfill cost the start-up code about 350 bytes.
      polyfill: false,
      // A lazy chunk's list of what to preload leaves out the start-up chunks every page has already run: shorter
      // lists in the start-up code, which has no byte to spare (bench/size-budget.ts).
      resolveDependencies: (_chunk, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/(^|\/)(vendor|rolldown-runtime)-[\w-]+\.js$/.test(dep)) : deps,
    },
    rolldownOptions: {
      // Two pages: the shopper's shop and the staff's area (decision 110), which share no page code.
      input: { index: fromRoot('index.html'), shop: fromRoot('shop.html') },
      output: {
        // Seven characters of hash (42 bits) tell a chunk's versions apart; the start-up code lists every lazy chunk's
        // name (its preload map), so a character less per name is bytes the shopper's start-up no longer pays.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // The libraries the shell starts with in one chunk, and the shop's own start-up code (every module
          // the entry imports, `$initial`) with the entry: on a slow link each request costs a round trip.
          // Swiper (the carousel, after the first paint) and workbox-window (after load) stay apart, and so does the
          // staff's barcode reader (zxing-wasm: its `?url` module is no staff copy, and belongs to the scan's chunk).
          // The listings' parts (filters, sorting, paging, the product card and the small parts it draws) are one
          // chunk with one stylesheet: a category page then needs 4 files beyond the start-up code, not 13, and over
          // HTTP/1.1 (six connections) they leave in waves of one round trip each. Throttled at 600 ms
          // latency, six runs each: first paint 3.4 s against 3.7 s, LCP 5.8 s against 6.1 s; the same at 150 ms
          // (bench/README.md, 2026-11-26). A product page, the cart and the wishlist load it whole (4–5 KB more).
          // The staff's page (shop.html) has copies of its own of the shop's modules (scripts/staff-copies-plugin.ts):
          // it shares only the libraries with the shopper's pages, and the shop's start-up code is the shopper's.
          groups: [
            {
              name: 'vendor',
              test: (id) => /node_modules[\\/](?!swiper|workbox|uqr|zxing-wasm)/.test(id) && !isStaffCopy(id),
            },
            { name: 'shell', tags: ['$initial'], test: (id) => !isStaffCopy(id) },
            {
              name: 'listing',
              // Matched by folder and file: a new part of the listings belongs in one of these.
              test: /[\\/]src[\\/](domain[\\/]listing|domain[\\/]catalog[\\/]product-card|components[\\/]ui[\\/](price|prices-as-of|rating-stars|skeleton))[\\/.]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true, headers: { origin: API_ORIGIN } },
      '/images': { target: API_ORIGIN, changeOrigin: true },
    },
  },
});
