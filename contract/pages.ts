/**
 * The app's two pages (decision 110): the staff's area, shop.html, answers every address under /shop; every other
 * address a browser opens is the shopper's shop, index.html. The server and the service worker both answer by it.
 */
export const STAFF_AREA = '/shop';

export type Page = '/index.html' | '/shop.html';

export function pageFor(path: string): Page {
  return path === STAFF_AREA || path.startsWith(`${STAFF_AREA}/`) || path === '/shop.html'
    ? '/shop.html'
    : '/index.html';
}
