import { atomWithStorage } from 'jotai/utils';
import { type AddressDraft, AddressDraftSchema, EMPTY_ADDRESS_DRAFT } from '#src/domain/addresses/address-draft-schema';
import { tabStoredAs } from '#src/lib/tab-storage';

/**
 * What the shopper has typed into the new-address form. Kept in session storage so nothing typed
 * is lost to a failed save, closing the form, going offline or a reload; emptied once saved.
 */
export const addressDraftAtom = atomWithStorage<AddressDraft>(
  'kirana-checkout-address-draft',
  EMPTY_ADDRESS_DRAFT,
  tabStoredAs(AddressDraftSchema),
);
