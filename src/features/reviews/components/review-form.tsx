import { type FormEvent, useId, useState } from 'react';
import { REVIEW_COMMENT_MAX_LENGTH } from '#contract/reviews';
import { useRequireShopper } from '#src/domain/session/use-shopper';
import { ApiError } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { TransientMessage } from '#src/lib/use-transient-message';
import { useAddReview } from '../api/reviews.mutations';
import { RatingInput } from './rating-input';

/** Spec 001 §5: the rating starts at 5. */
export const DEFAULT_REVIEW_RATING = 5;

interface ReviewFormProps {
  productId: number;
  /** The id of the element showing the form's messages, so the text box can point at an error. */
  messageId: string;
  hasError: boolean;
  onMessage: (message: TransientMessage) => void;
  /** The server already holds this shopper's review of the product (409). */
  onDuplicate: () => void;
}

export function ReviewForm({ productId, messageId, hasError, onMessage, onDuplicate }: ReviewFormProps) {
  const requireShopper = useRequireShopper();
  const addReview = useAddReview();
  const headingId = useId();
  const commentId = useId();
  const [rating, setRating] = useState(DEFAULT_REVIEW_RATING);
  const [comment, setComment] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const user = await requireShopper();
    if (!user) return;
    if (comment.trim() === '') {
      onMessage({ kind: 'error', text: m.reviews_empty_comment() });
      return;
    }
    addReview.mutate(
      { userId: user.id, productId, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('');
          setRating(DEFAULT_REVIEW_RATING);
          onMessage({ kind: 'success', text: m.reviews_added() });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onDuplicate();
          else onMessage({ kind: 'error', text: error.message });
        },
      },
    );
  }

  return (
    <form className="review-form" aria-labelledby={headingId} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h3 id={headingId} className="review-form__heading">
        {m.reviews_write()}
      </h3>
      <RatingInput value={rating} onChange={setRating} />
      <label className="review-form__label" htmlFor={commentId}>
        {m.reviews_your_review()}
      </label>
      <textarea
        id={commentId}
        className="review-form__comment"
        rows={4}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? messageId : undefined}
        onChange={(event) => setComment(event.target.value)}
      />
      <button type="submit" className="review-button" disabled={addReview.isPending}>
        {addReview.isPending ? m.reviews_submitting() : m.reviews_submit()}
      </button>
    </form>
  );
}
