import { useEffect } from 'react';

/** The shop's own title (index.html's until the shell names it in the shopper's language). */
let shopTitle: string | undefined;
/** The titles of the pages shown, the one shown last at the end. */
const pageTitles: string[] = [];

function showTitle() {
  const title = pageTitles.at(-1) ?? shopTitle;
  if (title !== undefined) document.title = title;
}

/**
 * Names the browser tab after the page while it is shown; pages that do not name it show the shop's title.
 * (A React 19 <title> element would adopt index.html's own <title> and remove it on unmount.)
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const entry = `${title} — Kirana`;
    pageTitles.push(entry);
    showTitle();
    return () => {
      pageTitles.splice(pageTitles.lastIndexOf(entry), 1);
      showTitle();
    };
  }, [title]);
  return null;
}

/**
 * The title of every page that has none of its own, in the shopper's language (index.html's is English, for
 * the moment before the app's code has run). A page's own title, while shown, comes first.
 */
export function ShopTitle({ title }: { title: string }) {
  useEffect(() => {
    shopTitle = title;
    showTitle();
  }, [title]);
  return null;
}
