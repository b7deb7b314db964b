import { queryOptions } from '@tanstack/react-query';
import * as addressesEndpoints from '#contract/endpoints/addresses';
import { call, haveCopyOf } from '#src/lib/api-client';

/** Shared by checkout's address step and the account's address book: one cache, one truth. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all, 'list', userId] as const,
};

export const addressQueries = {
  /** `addresses.getUserAddresses`: the shopper's addresses, oldest first. */
  list: (userId: string) =>
    queryOptions({
      queryKey: addressKeys.list(userId),
      queryFn: ({ signal, client, queryKey }) =>
        call(addressesEndpoints.getUserAddresses, {
          query: { userId },
          signal,
          haveCopy: haveCopyOf({ client, queryKey }),
        }),
    }),
};
