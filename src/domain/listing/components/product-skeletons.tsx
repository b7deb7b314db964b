import { Skeleton } from '#src/components/ui/skeleton';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Spec 000 §9: six placeholder cards while a listing loads. */
export const SKELETON_COUNT = 6;

export function ProductSkeletons({ view }: { view: 'grid' | 'list' }) {
  return (
    <div role="status" className="product-skeletons">
      <span className="visually-hidden">{m.listing_loading_products()}</span>
      <ul className={view === 'list' ? 'product-grid product-grid--list' : 'product-grid'} aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="product-skeleton" data-testid="product-skeleton">
            <Skeleton className="product-skeleton__image" />
            <Skeleton width="40%" />
            <Skeleton width="85%" />
            <Skeleton width="55%" />
            <Skeleton className="product-skeleton__button" />
          </li>
        ))}
      </ul>
    </div>
  );
}
