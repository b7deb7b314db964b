import { type MutationMeta, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '#contract/address';
import * as addressesEndpoints from '#contract/endpoints/addresses';
import { answeredWith, call } from '#src/lib/api-client';
import { addressKeys } from './addresses.queries';

export const addressMutationKeys = {
  add: [...addressKeys.all, 'add'] as const,
  edit: [...addressKeys.all, 'edit'] as const,
  delete: [...addressKeys.all, 'delete'] as const,
};

export interface AddAddressVariables {
  userId: string;
  address: AddressBody;
}

export interface EditAddressVariables {
  userId: string;
  /** The whole address as the form holds it, with the id of the one being changed. */
  address: AddressBody & { id: string };
}

export interface DeleteAddressVariables {
  userId: string;
  id: string;
}

/** `meta.errorToast`: false when the screen shows the failure itself (see lib/query-client). */
interface AddressMutationOptions {
  meta?: MutationMeta;
}

// Address changes are never queued offline (online-only, the query client's default): the address
// gets its id from the server and checkout needs that id at once.

/** The server's answer goes into the cached list at once; the refetch then settles defaults it may have moved. */
function storeAddress(queryClient: QueryClient, userId: string, saved: Address) {
  queryClient.setQueryData<Address[]>(addressKeys.list(userId), (list) => {
    if (!list) return list;
    const others = list
      .filter((address) => address.id !== saved.id)
      .map((address) =>
        saved.isDefault && address.type === saved.type && address.isDefault
          ? { ...address, isDefault: false }
          : address,
      );
    const index = list.findIndex((address) => address.id === saved.id);
    if (index === -1) return [...others, saved];
    return [...others.slice(0, index), saved, ...others.slice(index)];
  });
  return queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) });
}

/** `addresses.addAddress`; resolves with the stored address (an identical one already kept is returned as is). */
export function useAddAddress({ meta }: AddressMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addressMutationKeys.add,
    meta,
    mutationFn: ({ userId, address }: AddAddressVariables) =>
      call(addressesEndpoints.addAddress, { body: { ...address, userId } }),
    onSuccess: (saved, { userId }) => storeAddress(queryClient, userId, saved),
  });
}

/** `addresses.editAddress`; the body is the whole address with its id. */
export function useEditAddress({ meta }: AddressMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addressMutationKeys.edit,
    meta,
    mutationFn: ({ userId, address }: EditAddressVariables) =>
      call(addressesEndpoints.editAddress, {
        query: { userId },
        body: { ...address, userId },
      }),
    onSuccess: (saved, { userId }) => storeAddress(queryClient, userId, saved),
  });
}

/**
 * `addresses.deleteAddress`. A 404 means the address is gone already (a first press whose answer was lost on the
 * way back deleted it): what the shopper asked for.
 */
export function useDeleteAddress({ meta }: AddressMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addressMutationKeys.delete,
    meta,
    mutationFn: async ({ userId, id }: DeleteAddressVariables) => {
      try {
        await call(addressesEndpoints.deleteAddress, { query: { id, userId } });
      } catch (error) {
        if (!answeredWith(error, 404)) throw error;
      }
    },
    onSuccess: (_data, { userId, id }) => {
      queryClient.setQueryData<Address[]>(addressKeys.list(userId), (list) => list?.filter((a) => a.id !== id));
      // The server may have promoted another address to default.
      return queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) });
    },
  });
}
