import type { Plugin } from 'vite';

const MANIFEST_LINK = /<link rel="manifest"[^>]*>\s*/g;

/**
 * Vite plugin: a page that links a manifest of its own keeps only that one. vite-plugin-pwa adds the shopper's
 * manifest to every page it builds, shop.html too, whose phone installs "Kirana Shop" from /shop.webmanifest
 * (decision 110); the first link of a page is its own. Must come after VitePWA in the plugins.
 */
export function ownManifestKept(): Plugin {
  return {
    name: 'kirana-own-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => keepFirstManifest(html),
    },
  };
}

export function keepFirstManifest(html: string): string {
  let seen = false;
  return html.replace(MANIFEST_LINK, (link) => {
    if (!seen) {
      seen = true;
      return link;
    }
    return '';
  });
}
