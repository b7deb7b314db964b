import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../http/respond';
import { localeFrom, localeOf } from './locale';
import { plural, say } from './say';

describe('localeFrom (Accept-Language)', () => {
  it.each([
    ['hi-IN', 'hi'],
    ['hi', 'hi'],
    ['HI-in', 'hi'],
    ['en-IN', 'en'],
    ['en', 'en'],
    ['hi-IN,hi;q=0.9,en-IN;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    // q-values, not the order, decide.
    ['en;q=0.5, hi;q=0.9', 'hi'],
    ['hi;q=0.4, en-IN;q=0.6', 'en'],
    // A language the shop does not speak is passed over for one it does.
    ['ta-IN, hi;q=0.8', 'hi'],
    ['fr, en;q=0.5, hi;q=0.3', 'en'],
    // q=0 refuses a language.
    ['hi;q=0, en;q=0.1', 'en'],
    ['hi;q=0', 'en'],
    ['*', 'en'],
    ['ta-IN', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['garbage;;;,,', 'en'],
  ] as const)('%s → %s', (header, locale) => {
    expect(localeFrom(header)).toBe(locale);
  });
});

describe('plural', () => {
  it("uses the language's CLDR rules: in Hindi 0 is 'one', in English it is not", () => {
    const forms = { one: 'one', other: 'other' };
    expect([0, 1, 2].map((n) => plural('en', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => plural('hi', n, forms))).toEqual(['one', 'one', 'other']);
  });
});

const words = { en: { notFound: 'Not found' }, hi: { notFound: 'नहीं मिला।' } };

/** A tiny app: /slow waits for the test to let it go, then says its language. */
function appWithGate() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono();
  app.get('/slow', async (c) => {
    const before = say(c, words).notFound;
    await gate;
    // Long after the request began, with other requests handled meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return ok(c, { before, after: say(c, words).notFound });
  });
  app.get('/fast', (c) => ok(c, { now: localeOf(c) }));
  app.get('/refuse', (c) => fail(c, 404, say(c, words).notFound));
  app.get('/plain', (c) => ok(c, null, say(c, words).notFound));
  return { app, release };
}

async function dataOf(response: Response | Promise<Response>): Promise<unknown> {
  return ((await (await response).json()) as { data: unknown }).data;
}

describe("a request's words", () => {
  it('keep each request in its own language when requests interleave', async () => {
    const { app, release } = appWithGate();
    const slowHindi = app.request('/slow', { headers: { 'Accept-Language': 'hi-IN' } });
    const slowEnglish = app.request('/slow', { headers: { 'Accept-Language': 'en-IN' } });
    // While both wait, requests in the other language come and go.
    const fast = await Promise.all([
      app.request('/fast', { headers: { 'Accept-Language': 'en-IN' } }),
      app.request('/fast', { headers: { 'Accept-Language': 'hi-IN' } }),
      app.request('/fast'),
    ]);
    expect(
      await Promise.all(fast.map(async (response) => ((await response.json()) as { data: { now: string } }).data.now)),
    ).toEqual(['en', 'hi', 'en']);
    release();
    expect(await dataOf(slowHindi)).toEqual({ before: 'नहीं मिला।', after: 'नहीं मिला।' });
    expect(await dataOf(slowEnglish)).toEqual({ before: 'Not found', after: 'Not found' });
  });

  it('mark answers that carry a message with Vary: Accept-Language, and only those', async () => {
    const { app, release } = appWithGate();
    release();
    const refused = await app.request('/refuse', { headers: { 'Accept-Language': 'hi-IN' } });
    expect(refused.headers.get('Vary')).toBe('Accept-Language');
    expect(await refused.json()).toEqual({ success: false, message: 'नहीं मिला।' });
    const withMessage = await app.request('/plain');
    expect(withMessage.headers.get('Vary')).toBe('Accept-Language');
    const dataOnly = await app.request('/fast');
    expect(dataOnly.headers.get('Vary')).toBeNull();
  });
});
