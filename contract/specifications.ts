/**
 * The shelf lives the catalog writes the same way for every product ('9 months', '15 days (refrigerated)',
 * '6 months (unopened)'): the phone words them in the shopper's language, so the catalog keeps no translation.
 * A module of its own: the product page needs it, the start-up code (which loads catalog.ts) does not.
 */
export const REGULAR_SHELF_LIFE = /^(\d+) (months|days)(?: \((refrigerated|unopened)\))?$/;
