import { useId, useState } from 'react';
import type { Review } from '#contract/reviews';
import { RatingStars } from '#src/components/ui/rating-stars';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { perLocale } from '#src/lib/per-locale';

/** A review as listed: `mine` marks the signed-in shopper's own. */
export type ShownReview = Review & { mine: boolean };

/** Spec 001 §9: the first 5 reviews show; Show More opens the rest. */
export const REVIEWS_SHOWN = 5;

const reviewDates = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);

export function ReviewList({ reviews }: { reviews: readonly ShownReview[] }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? reviews : reviews.slice(0, REVIEWS_SHOWN);

  return (
    <>
      <ul className="review-list" id={listId} aria-label={m.reviews_list_label()}>
        {shown.map((review) => (
          <li key={review.id} className={review.mine ? 'review review--mine' : 'review'}>
            <p className="review__meta">
              <strong className="review__name">{review.name}</strong>
              <RatingStars rating={review.rating} />
              <time className="review__date" dateTime={review.createdAt}>
                {reviewDates().format(new Date(review.createdAt))}
              </time>
            </p>
            {(review.mine || review.verifiedPurchase) && (
              <p className="review__marks">
                {review.mine && <span className="review__mark review__mark--mine">{m.reviews_yours()}</span>}
                {review.verifiedPurchase && (
                  <span className="review__mark review__mark--verified">{m.reviews_verified_purchase()}</span>
                )}
              </p>
            )}
            <p className="review__comment">{review.comment}</p>
          </li>
        ))}
      </ul>
      {reviews.length > REVIEWS_SHOWN && (
        <button
          type="button"
          className="review-button review-button--quiet"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? m.reviews_show_less() : m.reviews_show_more()}
        </button>
      )}
    </>
  );
}
