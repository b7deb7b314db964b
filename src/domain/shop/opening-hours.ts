import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/changes';
import * as hoursEndpoints from '#contract/endpoints/shop-hours';
import type { PauseOrdersBody, ShopHours, UpdateShopHoursBody } from '#contract/shop-hours';
import { call } from '#src/lib/api-client';
import { newChangeId } from '#src/lib/outbox/outbox';
import { staffKeys } from './staff.queries';

/** The owner's opening hours, holidays and pause (decision 113): online only, each answered with the whole state. */
export const openingHoursKeys = {
  hours: () => [...staffKeys.all, 'hours'] as const,
};

export const openingHoursQueries = {
  hours: () =>
    queryOptions({
      queryKey: openingHoursKeys.hours(),
      queryFn: ({ signal }) => call(hoursEndpoints.shopHours, { signal }),
      // What shoppers are told changes with the clock: read again while the screen is open.
      refetchInterval: 60_000,
    }),
};

const INLINE_ERRORS = { errorToast: false } as const;

function useHoursChange<Body>(send: (body: Body) => Promise<ShopHours>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (hours) => queryClient.setQueryData(openingHoursKeys.hours(), hours),
    meta: INLINE_ERRORS,
  });
}

export function useSaveShopHours() {
  return useHoursChange((body: UpdateShopHoursBody) => call(hoursEndpoints.updateShopHours, { body }));
}

/** With a key of its own: an answer lost and the tap sent again never moves the pause on. */
export function usePauseOrders() {
  return useHoursChange((body: PauseOrdersBody) =>
    call(hoursEndpoints.pauseOrders, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: newChangeId() } }),
  );
}

export function useResumeOrders() {
  return useHoursChange(() =>
    call(hoursEndpoints.resumeOrders, { headers: { [IDEMPOTENCY_KEY_HEADER]: newChangeId() } }),
  );
}
