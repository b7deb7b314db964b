import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as catalogEndpoints from '#contract/endpoints/catalog';
import { catalogKeys } from '#src/domain/catalog/catalog.queries';
import { call } from '#src/lib/api-client';

/** Spec 001 §4, §9: a view counts once the shopper has stayed 3 s on the product. */
export const RECENTLY_VIEWED_DELAY_MS = 3000;

/**
 * Records the product in a signed-in shopper's Recently Viewed after 3 s on its page; leaving (or
 * signing out) sooner records nothing. A failure is only logged: the shopper asked for nothing.
 */
export function useRecordRecentlyViewed(productId: number, userId: string | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (body: { productId: number; userId: string }) =>
      call(catalogEndpoints.addProductToRecentlyViewed, { body }),
    meta: { errorToast: false },
    onSuccess: (_data, { userId: viewer }) =>
      queryClient.invalidateQueries({ queryKey: catalogKeys.recentlyViewed(viewer) }),
    onError: (error) => console.error('Failed to record the recently viewed product', error),
  });

  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => mutate({ productId, userId }), RECENTLY_VIEWED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [productId, userId, mutate]);
}
