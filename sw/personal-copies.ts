import { SHOPPER_HEADER } from '../contract/personal-answers';

/**
 * Who a personal copy belongs to, and who the phone's shopper is now, for the next person on a shared phone
 * (decision 105). The server names the shopper on each personal answer; nobody (null) when none was signed in.
 * Pure: sw.ts keeps the phone's shopper and the cache.
 */
export type Shopper = string | null;

/** The shopper a kept answer was made for. */
export function ownerOf(answer: Response): Shopper {
  return answer.headers.get(SHOPPER_HEADER) || null;
}

/**
 * What a network answer says of who is signed in now: a 401 or an unnamed 200 says nobody, a named 200 says
 * who; anything else (a 404, a 5xx, a page from the way) says nothing.
 */
export function shopperSaidBy(answer: Response): Shopper | undefined {
  if (answer.status === 401) return null;
  if (answer.status !== 200 || !answer.headers.get('Content-Type')?.includes('json')) return undefined;
  return ownerOf(answer);
}

/**
 * A copy goes only to the shopper it was made for. Until the worker has heard who is signed in (`undefined`,
 * a fresh install) it hands out nothing: it would not know whose the copy is.
 */
export function mayHandOut(copy: Response, phoneShopper: Shopper | undefined): boolean {
  return phoneShopper !== undefined && ownerOf(copy) === phoneShopper;
}
