import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `threshold` px; re-renders only when that answer flips. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Reading scrollY while the page being mounted is not laid out yet forces its whole first layout
    // inside this effect (measured: the longest task of the home page's start on a slow phone): read it
    // at the next frame, when the layout is done anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
