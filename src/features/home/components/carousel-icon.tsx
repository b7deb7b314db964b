/** Chevrons, pause and play, drawn rather than typed: ‹ › ▶ render as colour emoji or not at all on many phones. */
export const CAROUSEL_ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M8 5v14l11-7z',
} as const;

export function CarouselIcon({ name }: { name: keyof typeof CAROUSEL_ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={CAROUSEL_ICONS[name]}
        fill={name === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
