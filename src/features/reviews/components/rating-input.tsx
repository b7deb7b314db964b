import { useId } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';

const STAR_PATH = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 rating as five stars that are radio buttons underneath: arrow keys move between them,
 * and a screen reader hears "4 stars, 4 of 5" instead of five unlabelled pictures.
 */
export function RatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const name = useId();
  return (
    <fieldset className="rating-input">
      <legend className="rating-input__legend">{m.reviews_your_rating()}</legend>
      <div className="rating-input__stars">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={rating <= value ? 'rating-input__star rating-input__star--on' : 'rating-input__star'}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <svg viewBox="0 0 20 20" width="28" height="28" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">{m.reviews_stars({ count: rating })}</span>
          </label>
        ))}
        <span className="rating-input__value" aria-hidden="true">
          {value}/5
        </span>
      </div>
    </fieldset>
  );
}
