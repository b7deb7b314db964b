import { m } from '#src/lib/i18n/paraglide/messages.js';
import { perLocale } from '#src/lib/per-locale';
import './rating-stars.css';

export type StarFill = 'full' | 'half' | 'empty';

const STAR_PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';
const counts = perLocale((locale) => new Intl.NumberFormat(locale));

/** Five stars for a 0-5 rating: whole stars, then a half star when the fraction is 0.5 or more (spec 000 §9). */
export function starFills(rating: number): StarFill[] {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return Array.from({ length: 5 }, (_, index) => (index < full ? 'full' : index < full + half ? 'half' : 'empty'));
}

export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const shown = rating.toFixed(1);
  const label =
    reviewCount === undefined
      ? m.ui_rating_label({ rating: shown })
      : m.ui_rating_label_with_reviews({ rating: shown, count: reviewCount, reviews: counts().format(reviewCount) });
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {starFills(rating).map((fill, index) => (
        // The five positions never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of five stars
        <svg key={index} className={`star star--${fill}`} viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path className="star__back" d={STAR_PATH} />
          {fill !== 'empty' && <path className="star__front" d={STAR_PATH} />}
        </svg>
      ))}
      <span className="rating-stars__value">{shown}</span>
      {reviewCount !== undefined && <span className="rating-stars__count">({counts().format(reviewCount)})</span>}
    </span>
  );
}
