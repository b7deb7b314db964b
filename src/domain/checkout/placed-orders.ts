import * as v from 'valibot';

/**
 * The orders this phone placed lately, by their key (the checkout's attempt). Written when an order's answer comes,
 * in the tab that sent it and before the order leaves the outbox; read by a checkout that missed that moment (a tab
 * reloaded or put to sleep while another tab sent its order), which would otherwise call a placed order "not placed"
 * or offer to place it again. In localStorage: every tab of the shop reads it, and it is written at once.
 */
const STORAGE_KEY = 'kirana-placed-orders';
/** Plenty for the checkouts open at once on one phone. */
const KEPT = 20;

const PlacedSchema = v.array(v.tuple([v.string(), v.string()]));

function read(): [string, string][] {
  try {
    const stored = v.safeParse(PlacedSchema, JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return stored.success ? stored.output : [];
  } catch {
    return [];
  }
}

export function notePlacedOrder(key: string, orderId: string) {
  const placed = [...read().filter(([kept]) => kept !== key), [key, orderId] as [string, string]].slice(-KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(placed));
  } catch {
    // No storage: only the tabs that heard the answer know.
  }
}

/** The id of the order placed under this key, if this phone placed it lately. */
export function placedOrderOf(key: string | undefined): string | undefined {
  return key === undefined ? undefined : read().find(([kept]) => kept === key)?.[1];
}
