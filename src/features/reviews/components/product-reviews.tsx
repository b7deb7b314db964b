import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Review } from '#contract/reviews';
import { myReviewQuery } from '#src/domain/reviews/my-review.queries';
import { reviewQueries } from '#src/domain/reviews/reviews.queries';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useTransientMessage } from '#src/lib/use-transient-message';
import { ReviewForm } from './review-form';
import { ReviewList, type ShownReview } from './review-list';
import './reviews.css';

/** Spec 001 §4, §9: review messages clear after 5 s. */
export const REVIEW_MESSAGE_MS = 5000;

/**
 * The product page's reviews: the list, then the form, or the notice instead of the form once this
 * shopper has reviewed the product (spec 001 §5: one review per shopper and product).
 * Render it with `key={productId}` so another product starts with a clean form.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const headingId = useId();
  const messageId = useId();
  const user = useShopper();
  const reviews = useQuery(reviewQueries.product(productId));
  // Which review is the shopper's comes from their own answer: the shared list names nobody (decision 103).
  const { data: myReview = null } = useQuery({
    ...myReviewQuery(productId, user?.id ?? ''),
    enabled: user != null,
  });
  const [message, showMessage] = useTransientMessage(REVIEW_MESSAGE_MS);
  const [refusedAsDuplicate, setRefusedAsDuplicate] = useState(false);
  // The notice takes focus only when it replaces the form the shopper was using.
  const [submitted, setSubmitted] = useState(false);

  const mine = user != null ? myReview : null;
  const alreadyReviewed = refusedAsDuplicate || mine !== null;

  return (
    <section className="product-reviews" id="reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.reviews_heading()}</h2>
      {reviews.data ? (
        reviews.data.length === 0 && mine === null ? (
          <p>{m.reviews_none()}</p>
        ) : (
          <ReviewList reviews={withMyReview(reviews.data, mine)} />
        )
      ) : reviews.isPending ? (
        <p role="status">{m.reviews_loading()}</p>
      ) : (
        <p>{m.reviews_load_failed()}</p>
      )}
      <p
        id={messageId}
        role="status"
        className={message ? `review-message review-message--${message.kind}` : 'review-message'}
      >
        {message?.text}
      </p>
      {alreadyReviewed ? (
        <ReviewNotice takeFocus={submitted} />
      ) : (
        <ReviewForm
          productId={productId}
          messageId={messageId}
          hasError={message?.kind === 'error'}
          onMessage={(next) => {
            setSubmitted(next.kind === 'success');
            showMessage(next);
          }}
          onDuplicate={() => {
            setSubmitted(true);
            setRefusedAsDuplicate(true);
          }}
        />
      )}
    </section>
  );
}

function ReviewNotice({ takeFocus }: { takeFocus: boolean }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The Submit button the shopper pressed is gone; keyboard and screen-reader users land here instead.
    if (takeFocus) notice.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={notice} className="review-notice" tabIndex={-1}>
      {m.reviews_duplicate()}
    </p>
  );
}

/** The list with the shopper's review marked, and first when the list (an older copy) does not have it yet. */
function withMyReview(reviews: readonly Review[], mine: Review | null): ShownReview[] {
  const marked = reviews.map((review) => ({ ...review, mine: review.id === mine?.id }));
  return mine && !marked.some((review) => review.mine) ? [{ ...mine, mine: true }, ...marked] : marked;
}
