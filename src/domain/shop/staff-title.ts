import { useEffect } from 'react';

/** The titles of the staff screens shown, innermost last (a parent's effect runs after its child's). */
const titles: { title: string; depth: number }[] = [];
let shopperTitle: string | undefined;

function show() {
  const top = [...titles].sort((a, b) => a.depth - b.depth).at(-1);
  if (top) document.title = top.title;
  else if (shopperTitle !== undefined) document.title = shopperTitle;
}

/** Names the tab while a staff screen is shown: "(2) New orders · Kirana Shop"; depth 0 is the frame's. */
export function useStaffTitle(title: string, depth = 1) {
  useEffect(() => {
    if (titles.length === 0) shopperTitle = document.title;
    const entry = { title, depth };
    titles.push(entry);
    show();
    return () => {
      titles.splice(titles.indexOf(entry), 1);
      show();
    };
  }, [title, depth]);
}
