import { queryOptions } from '@tanstack/react-query';
import { AddressListResponseSchema } from '../../../../contract/address';
import { api } from '../../../lib/api-client';

/** Shared by checkout's address step and the account's address book: one cache, one truth. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => [...addressKeys.all, 'list', userId] as const,
};

export const addressQueries = {
  /** GET /api/user/address/getUserAddresses: the shopper's addresses, oldest first. */
  list: (userId: string) =>
    queryOptions({
      queryKey: addressKeys.list(userId),
      queryFn: ({ signal }) =>
        api('GET', '/api/user/address/getUserAddresses', AddressListResponseSchema, { query: { userId }, signal }),
    }),
};
