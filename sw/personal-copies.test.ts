import { describe, expect, it } from 'vitest';
import { SHOPPER_HEADER } from '#contract/personal-answers';
import { mayHandOut, shopperSaidBy } from './personal-copies';

const json = { 'Content-Type': 'application/json' };
const answer = (status: number, shopper?: string, headers: Record<string, string> = json) =>
  new Response('{}', { status, headers: shopper ? { ...headers, [SHOPPER_HEADER]: shopper } : headers });

describe("the service worker's personal copies", () => {
  it('are handed only to the shopper they were made for, never to the next one or to nobody', () => {
    const asha = answer(200, 'asha');
    expect(mayHandOut(asha, 'asha')).toBe(true);
    expect(mayHandOut(asha, 'bilal')).toBe(false);
    expect(mayHandOut(asha, null)).toBe(false);
    // "Signed out" was made for nobody: it does not sign the next shopper out.
    expect(mayHandOut(answer(200), null)).toBe(true);
    expect(mayHandOut(answer(200), 'bilal')).toBe(false);
  });

  it('are handed to nobody before the worker has heard who is signed in', () => {
    expect(mayHandOut(answer(200, 'asha'), undefined)).toBe(false);
    expect(mayHandOut(answer(200), undefined)).toBe(false);
  });

  it("learn who is signed in from the shop's answers: a 401 or an unnamed answer says nobody", () => {
    expect(shopperSaidBy(answer(200, 'asha'))).toBe('asha');
    expect(shopperSaidBy(answer(200))).toBeNull();
    expect(shopperSaidBy(answer(401))).toBeNull();
  });

  it('learn nothing from a failure or a page from the way', () => {
    expect(shopperSaidBy(answer(500, 'asha'))).toBeUndefined();
    expect(shopperSaidBy(answer(404))).toBeUndefined();
    expect(shopperSaidBy(answer(200, undefined, { 'Content-Type': 'text/html' }))).toBeUndefined();
  });
});
