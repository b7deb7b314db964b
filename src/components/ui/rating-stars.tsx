import type { CSSProperties } from 'react';
import { formatCount } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import './rating-stars.css';

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0-5 rating: whole stars, then a half star when the fraction is 0.5 or more (spec 000 §9). */
export function starFills(rating: number): StarFill[] {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return Array.from({ length: 5 }, (_, index) => (index < full ? 'full' : index < full + half ? 'half' : 'empty'));
}

/** The stars are 14 px wide, 1 px apart (public/icons/stars.svg): how much of the row is coloured. */
const STAR_WIDTH = { full: 15, half: 7, empty: 0 } as const;

export function filledWidth(rating: number): string {
  return `${starFills(rating).reduce((width, fill) => width + STAR_WIDTH[fill], 0)}px`;
}

/**
 * The stars are one element: a colour cut to the row's width and masked by five stars. Drawn as five
 * SVGs they were up to fourteen elements a card for React to render and the phone to lay out.
 */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const shown = rating.toFixed(1);
  const label =
    reviewCount === undefined
      ? m.ui_rating_label({ rating: shown })
      : m.ui_rating_label_with_reviews({ rating: shown, count: reviewCount, reviews: formatCount(reviewCount) });
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      <span className="rating-stars__stars" style={{ '--filled': filledWidth(rating) } as CSSProperties} />
      <span className="rating-stars__value">{shown}</span>
      {reviewCount !== undefined && <span className="rating-stars__count">({formatCount(reviewCount)})</span>}
    </span>
  );
}
