import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#contract/catalog';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Each sort's name in the shopper's language (call it while drawing). */
export const SORT_LABELS: Record<ProductSort, () => string> = {
  popularity: m.listing_sort_popularity,
  'price-low': m.listing_sort_price_low,
  'price-high': m.listing_sort_price_high,
  newest: m.listing_sort_newest,
  rating: m.listing_sort_rating,
};

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{m.listing_sort_by()}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const sort = PRODUCT_SORTS.find((option) => option === event.target.value);
          if (sort) onChange(sort);
        }}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]()}
          </option>
        ))}
      </select>
    </div>
  );
}
