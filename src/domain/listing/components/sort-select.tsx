import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#contract/catalog';

export const SORT_LABELS: Record<ProductSort, string> = {
  popularity: 'Popularity',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  newest: 'Newest First',
  rating: 'Customer Rating',
};

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
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
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
