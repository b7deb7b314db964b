import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { catalogQueries } from '#src/domain/catalog/catalog.queries';
import { useShopper } from '#src/domain/session/use-shopper';

// Only signed-in shoppers with views see it: only they download the carousel's code.
const RecentlyViewedSwiper = lazy(() =>
  import('./recently-viewed-swiper').then((module) => ({ default: module.RecentlyViewedSwiper })),
);

/** Recently Viewed, for signed-in shoppers only: a visitor's page never asks for it (spec 000 §6). */
export function RecentlyViewed() {
  const user = useShopper();
  return user ? <RecentlyViewedProducts userId={user.id} /> : null;
}

/** Hidden while empty; a failure is only logged (spec 000 §8). */
function RecentlyViewedProducts({ userId }: { userId: string }) {
  const { data: products = [], error } = useQuery(catalogQueries.recentlyViewed(userId));
  useEffect(() => {
    if (error) console.error('Failed to fetch recently viewed products', error);
  }, [error]);

  if (products.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedSwiper products={products} />
    </Suspense>
  );
}
