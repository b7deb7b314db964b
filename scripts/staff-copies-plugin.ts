import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const COPY = '?staff';
/** React: the largest library, exporting nothing the shopper's code does not already import. Shared. */
const SHARED_LIBRARY = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The staff's page, and each module as the staff's page has it. */
export function isStaffCopy(id: string): boolean {
  return id.endsWith(COPY) || /[\\/]shop\.html$/.test(id);
}

/**
 * Vite plugin: the staff's page (shop.html, decision 110) runs copies of its own of the shop's modules and of the
 * libraries (`src/lib/toast.ts?staff`), all but React, so the shopper's start-up code is byte for byte what it would
 * be without the staff's page.
 *
 * Both pages start with the same modules (the API client, the outbox, the language, the toasts). Shared, those would
 * sit in a chunk of their own or in `vendor`: the shopper's start-up code grew by 1.1 KB gzip (the names the chunks
 * then import from each other), and in the shopper's own chunk the staff's page would run the shopper's entry. A
 * library shared in `vendor` must export what the staff alone uses (QueryClientProvider), which renames the shopper's
 * imports (+13 bytes). The pages never run in the same document, so two copies hold no state twice; the staff's copies
 * cost precache bytes only (about 50 KB raw).
 */
export function staffCopies({
  root = process.cwd(),
  replace = {},
}: {
  root?: string;
  /** Modules the staff's page has another in place of (paths from the root): the one it links as its manifest. */
  replace?: Record<string, string>;
} = {}): Plugin {
  const ownCode = (id: string) => id.startsWith(resolve(root, 'src')) || id.startsWith(resolve(root, 'contract'));
  const instead = new Map(
    Object.entries(replace).map(([module, other]) => [resolve(root, module), resolve(root, other)]),
  );
  return {
    name: 'kirana-staff-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !isStaffCopy(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // React and assets asked with a query (`?url`) are shared as they are; the shop's code, the other libraries and
      // the plugins' modules (Vite's preload helper, the service worker's registration) are copied.
      if (!resolved || resolved.external || resolved.id.includes('?') || SHARED_LIBRARY.test(resolved.id))
        return resolved;
      return { ...resolved, id: `${instead.get(resolved.id) ?? resolved.id}${COPY}` };
    },
    async load(id) {
      if (!id.endsWith(COPY) || ownCode(id) || id.includes('/node_modules/')) return null;
      // A plugin's module answers to its own id only: the copy is its code.
      const { code } = await this.load({ id: id.slice(0, -COPY.length) });
      return code;
    },
  };
}
