import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the page is shown and puts the previous one back after.
 * (A React 19 <title> element would adopt index.html's own <title> and remove it on unmount.)
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Kirana`;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
