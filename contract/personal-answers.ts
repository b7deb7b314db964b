/**
 * Set by the server on every answer that is not public when the request was signed in: the shopper's id
 * (never the session's token). The service worker keeps an offline copy with it and hands the copy to that
 * shopper only (sw/personal-copies.ts); an answer without it was made for nobody signed in.
 */
export const SHOPPER_HEADER = 'X-Kirana-Shopper';
