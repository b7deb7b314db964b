import type { Plugin } from 'vite';

/** The stylesheet link Vite writes into index.html for the start-up code's CSS. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Vite plugin: the start-up code's stylesheet written into index.html, so that the first paint (the brand
 * splash) waits for the HTML alone, not for one more round trip to fetch the CSS: the splash showed
 * 120–250 ms sooner at slow 4G's 150 ms round trips, 590–710 ms sooner at 600 ms (bench/README.md, fifteenth
 * round). It adds about 4 KB to the page on the wire; after the first visit the service worker serves the page
 * from the phone.
 *
 * The file itself stays, and a disabled link to it stays in the page: a lazy chunk that shares modules with
 * the start-up code lists that file among the files it needs, and Vite's loader fetches only those no
 * `<link rel="stylesheet">` names yet. Without the mark it would fetch the file again and add it after the
 * routes' stylesheets, where its rules would win over theirs. A disabled stylesheet is never fetched.
 *
 * The server allows the `<style>` element by its sha256 (server/http/content-security-policy.ts).
 */
export function inlineStartupCss(): Plugin {
  return {
    name: 'kirana-inline-startup-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not write`);
          const css = String(asset.source);
          if (/<\/style/i.test(css))
            throw new Error(`${fileName} holds "</style", which would end the inline copy early`);
          return `<style>${css}</style>\n    <link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}
