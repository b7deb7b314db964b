import { useId, useState } from 'react';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import {
  DEFAULT_FILTERS,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  type ListingFilters,
  MIN_PRICE_SPAN,
  PRICE_LIMIT,
  PRICE_STEP,
  RATING_OPTIONS,
  SLIDER_MAX,
} from '../listing-params';
import { clampTypedPrice, hasPriceErrors, validatePriceRange } from '../price-range';

interface FilterPanelProps {
  /** The filters in force; the panel edits a draft of them until Apply. */
  filters: ListingFilters;
  /** The brands present in the current results. */
  brands: readonly string[];
  onApply: (filters: ListingFilters) => void;
  /** Called after the panel went back to the defaults, so the listing can follow. */
  onReset: () => void;
}

type Choices = Pick<ListingFilters, 'brands' | 'ratings' | 'discount' | 'availability'>;

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((other) => other !== item) : [...list, item];
}

function sliderValue(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? fallback : Math.min(SLIDER_MAX, Math.max(0, value));
}

/** Spec 000 §3-§5: price, brands, ratings, discount and availability, applied together only when valid. */
export function FilterPanel({ filters, brands, onApply, onReset }: FilterPanelProps) {
  const id = useId();
  const [minText, setMinText] = useState(String(filters.minPrice));
  const [maxText, setMaxText] = useState(String(filters.maxPrice));
  const [choices, setChoices] = useState<Choices>({
    brands: filters.brands,
    ratings: filters.ratings,
    discount: filters.discount,
    availability: filters.availability,
  });
  const errors = validatePriceRange(minText, maxText);
  const invalid = hasPriceErrors(errors);
  // Brands chosen earlier stay listed even when the current results no longer carry them, so they can be unticked.
  const brandOptions = [...new Set([...brands, ...choices.brands])];
  const minValue = sliderValue(minText, DEFAULT_MIN_PRICE);
  const maxValue = sliderValue(maxText, DEFAULT_MAX_PRICE);
  const describe = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

  function reset() {
    setMinText(String(DEFAULT_FILTERS.minPrice));
    setMaxText(String(DEFAULT_FILTERS.maxPrice));
    setChoices({ brands: [], ratings: [], discount: false, availability: false });
    onReset();
  }

  return (
    <form
      className="filter-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        onApply({ minPrice: Number(minText), maxPrice: Number(maxText), ...choices });
      }}
    >
      {invalid && (
        <p className="filter-panel__banner" role="alert">
          {m.listing_fix_errors()}
        </p>
      )}
      <fieldset>
        <legend>{m.listing_price()}</legend>
        <div className="filter-panel__prices">
          <label htmlFor={`${id}-min`}>
            {m.listing_price_min()}
            <input
              id={`${id}-min`}
              type="number"
              inputMode="numeric"
              min={0}
              max={PRICE_LIMIT}
              step={PRICE_STEP}
              value={minText}
              aria-invalid={Boolean(errors.min || errors.range)}
              aria-describedby={describe(
                errors.min !== undefined && `${id}-min-error`,
                errors.range !== undefined && `${id}-range-error`,
              )}
              onChange={(event) => setMinText(clampTypedPrice(event.target.value))}
            />
          </label>
          <label htmlFor={`${id}-max`}>
            {m.listing_price_max()}
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={0}
              max={PRICE_LIMIT}
              step={PRICE_STEP}
              value={maxText}
              aria-invalid={Boolean(errors.max || errors.range)}
              aria-describedby={describe(
                errors.max !== undefined && `${id}-max-error`,
                errors.range !== undefined && `${id}-range-error`,
              )}
              onChange={(event) => setMaxText(clampTypedPrice(event.target.value))}
            />
          </label>
        </div>
        {errors.min && (
          <p className="filter-panel__error" id={`${id}-min-error`}>
            {errors.min}
          </p>
        )}
        {errors.max && (
          <p className="filter-panel__error" id={`${id}-max-error`}>
            {errors.max}
          </p>
        )}
        {errors.range && (
          <p className="filter-panel__error" id={`${id}-range-error`}>
            {errors.range}
          </p>
        )}
        <div className="filter-panel__sliders">
          <input
            type="range"
            aria-label={m.listing_price_slider_lower()}
            min={0}
            max={SLIDER_MAX}
            step={PRICE_STEP}
            value={minValue}
            // The handles never cross, so dragging alone can't make the range invalid.
            onChange={(event) => setMinText(String(Math.min(Number(event.target.value), maxValue - MIN_PRICE_SPAN)))}
          />
          <input
            type="range"
            aria-label={m.listing_price_slider_upper()}
            min={0}
            max={SLIDER_MAX}
            step={PRICE_STEP}
            value={maxValue}
            onChange={(event) => setMaxText(String(Math.max(Number(event.target.value), minValue + MIN_PRICE_SPAN)))}
          />
        </div>
      </fieldset>

      {brandOptions.length > 0 && (
        <fieldset>
          <legend>{m.listing_brand()}</legend>
          <ul className="filter-panel__options filter-panel__options--scroll">
            {brandOptions.map((brand) => (
              <li key={brand}>
                <label>
                  <input
                    type="checkbox"
                    checked={choices.brands.includes(brand)}
                    onChange={() => setChoices((c) => ({ ...c, brands: toggle(c.brands, brand) }))}
                  />
                  {brand}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset>
        <legend>{m.listing_rating()}</legend>
        <ul className="filter-panel__options">
          {RATING_OPTIONS.map((stars) => (
            <li key={stars}>
              <label>
                <input
                  type="checkbox"
                  checked={choices.ratings.includes(stars)}
                  onChange={() => setChoices((c) => ({ ...c, ratings: toggle(c.ratings, stars) }))}
                />
                {stars}
                <span aria-hidden="true">★</span>
                <span className="visually-hidden"> {m.listing_rating_stars()}</span> {m.listing_rating_and_up()}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend>{m.listing_offers()}</legend>
        <label>
          <input
            type="checkbox"
            checked={choices.discount}
            onChange={() => setChoices((c) => ({ ...c, discount: !c.discount }))}
          />
          {m.listing_discounted_only()}
        </label>
      </fieldset>

      <fieldset>
        <legend>{m.listing_availability()}</legend>
        <label>
          <input
            type="checkbox"
            checked={choices.availability}
            onChange={() => setChoices((c) => ({ ...c, availability: !c.availability }))}
          />
          {m.listing_in_stock_only()}
        </label>
      </fieldset>

      <div className="filter-panel__actions">
        <button type="button" className="listing-button listing-button--secondary" onClick={reset}>
          {m.listing_reset()}
        </button>
        <button type="submit" className="listing-button" disabled={invalid}>
          {m.listing_apply_filters()}
        </button>
      </div>
    </form>
  );
}
