import { type FormEvent, useId } from 'react';
import * as v from 'valibot';
import { REVIEW_COMMENT_MAX_LENGTH } from '#contract/reviews';
import { useAddReview } from '#src/domain/reviews/reviews.mutations';
import { useRequireShopper, useShopper } from '#src/domain/session/use-shopper';
import { answeredWith } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { draftKey } from '#src/lib/tab-storage';
import { useTabState } from '#src/lib/use-tab-state';
import type { TransientMessage } from '#src/lib/use-transient-message';
import { RatingInput } from './rating-input';

/** Spec 001 §5: the rating starts at 5. */
export const DEFAULT_REVIEW_RATING = 5;

const DraftSchema = v.object({
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.string(),
  /** Who typed it: a shopper's id, or null for a visitor. */
  by: v.nullable(v.string()),
});
type Draft = v.InferOutput<typeof DraftSchema>;
const NO_DRAFT: Draft = { rating: DEFAULT_REVIEW_RATING, comment: '', by: null };

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
  // Kept in the tab: a visitor who presses Submit signs in first (and reads the code in the SMS app), and a phone
  // may end the tab meanwhile; either way the review comes back as typed.
  const [kept, setKept] = useTabState(draftKey(`review:${productId}`), DraftSchema, () => NO_DRAFT);
  // Another shopper's draft (their session ended without a Log Out, on a shared phone) is not this person's to read.
  // A visitor's is: pressing Submit sent them to sign in, and they come back to send it.
  const shopperId = useShopper()?.id ?? null;
  const readable = (draft: Draft) => (draft.by === null || draft.by === shopperId ? draft : NO_DRAFT);
  const { rating, comment } = readable(kept);
  const edit = (change: Partial<Draft>) => setKept((previous) => ({ ...readable(previous), ...change, by: shopperId }));
  const setRating = (next: number) => edit({ rating: next });
  const setComment = (next: string) => edit({ comment: next });

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
          setKept(NO_DRAFT);
          onMessage({ kind: 'success', text: m.reviews_added() });
        },
        onError: (error) => {
          if (answeredWith(error, 409)) onDuplicate();
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
