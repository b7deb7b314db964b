import { onlineManager } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '#contract/endpoints';
import { successEnvelope } from '#contract/envelope';
import { chooseLocale } from '#src/lib/i18n/locale';
import { ApiError, api, call, NETWORK_ERROR_STATUS } from './api-client';
import { NO_ANSWER_MS } from './no-answer';
import { Connection } from './online';

const CountSchema = successEnvelope(v.object({ n: v.number() }));

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

/** A request on a dead signal that sends no reset: no answer ever comes, and only its own signal ends it. */
const noAnswer = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const end = () => reject(init.signal?.reason);
      if (init.signal?.aborted) end();
      else init.signal?.addEventListener('abort', end);
    }),
);

let connection: Connection;
let stopWatching: () => void;
beforeEach(() => {
  connection = new Connection();
  stopWatching = connection.watch();
});

afterEach(() => {
  vi.useRealTimers();
  stopWatching();
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('returns the envelope data and sends the query, JSON body and credentials', async () => {
    const fetchMock = respond(200, { success: true, data: { n: 3 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      api('POST', '/api/x', CountSchema, { query: { a: 1, b: undefined }, body: { q: 'atta' } }),
    ).resolves.toEqual({
      n: 3,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?a=1');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"q":"atta"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a form as it is, leaving its Content-Type (with the boundary) to the browser', async () => {
    const fetchMock = respond(200, { success: true, data: { n: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('message', 'My order has not arrived.');
    await api('POST', '/api/x', CountSchema, { form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('asks the server to answer in the shopper’s language (Accept-Language), on every call', async () => {
    const fetchMock = respond(200, { success: true, data: { n: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const sentLanguage = (index: number) =>
      ((fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
        'Accept-Language'
      ];

    await api('GET', '/api/x', CountSchema);
    expect(sentLanguage(0)).toBe('en-IN');

    chooseLocale('hi');
    await api('POST', '/api/x', CountSchema, { body: {} });
    await call(endpoints.cart.updateCart, { body: { productId: 7, quantity: 2 } }).catch(() => undefined);
    expect(sentLanguage(1)).toBe('hi-IN');
    expect(sentLanguage(2)).toBe('hi-IN');
  });

  it('with haveCopy, asks the shop itself: marked for the service worker and revalidated past the HTTP cache', async () => {
    const fetchMock = respond(200, { success: true, data: { n: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await api('GET', '/api/x', CountSchema);
    await api('GET', '/api/x', CountSchema, { haveCopy: true });
    const sent = fetchMock.mock.calls.map((call) => {
      const init = (call as unknown as [string, RequestInit])[1];
      return [init.cache, (init.headers as Record<string, string>)['X-Kirana-Have-Copy']];
    });
    expect(sent).toEqual([
      ['default', undefined],
      ['no-cache', '1'],
    ]);
  });

  it('words its own messages in the shopper’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('GET', '/api/x', CountSchema)).rejects.toMatchObject({
      message: 'You seem to be offline. Check your connection and try again.',
    });
    chooseLocale('hi');
    await expect(api('GET', '/api/x', CountSchema)).rejects.toMatchObject({
      message: 'लगता है इंटरनेट नहीं है। कनेक्शन देखें और फिर से कोशिश करें।',
    });
  });

  it('takes an error page that is not the shop’s (a proxy’s, a firewall’s) for no answer: status 0, the shop unreachable', async () => {
    for (const page of [
      respond(502, 'Bad gateway'),
      vi.fn(async () => new Response('<h1>Forbidden</h1>', { status: 403 })),
    ]) {
      connection.noteServerReached();
      vi.stubGlobal('fetch', page);
      await expect(api('POST', '/api/x', CountSchema)).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
      expect(onlineManager.isOnline()).toBe(false);
    }
  });

  it("throws ApiError with the server's status and message", async () => {
    vi.stubGlobal('fetch', respond(409, { success: false, message: 'Item is already in the cart.' }));
    const error = await api('GET', '/api/x', CountSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Item is already in the cart.' });
  });

  it('throws a status-0 ApiError when the network is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('GET', '/api/x', CountSchema)).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });

  it('gives up on a request with no answer after NO_ANSWER_MS: a status-0 ApiError, and the shop counts as unreachable', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', noAnswer);
    const outcome = api('GET', '/api/x', CountSchema).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS - 1);
    expect(onlineManager.isOnline(), 'still waiting').toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: NETWORK_ERROR_STATUS });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('waits longer for a request given its own limit (one that uploads a file), and no longer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', noAnswer);
    const outcome = api('POST', '/api/x', CountSchema, { noAnswerMs: NO_ANSWER_MS * 3 }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS * 3 - 1);
    expect(onlineManager.isOnline(), 'still waiting').toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ status: NETWORK_ERROR_STATUS });
  });

  it('a request its caller gives up on (a query cancelled) ends as an AbortError, saying nothing about the network', async () => {
    vi.stubGlobal('fetch', noAnswer);
    const cancelled = new AbortController();
    const outcome = api('GET', '/api/x', CountSchema, { signal: cancelled.signal }).catch((error: unknown) => error);
    cancelled.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(onlineManager.isOnline()).toBe(true);
    const before = await api('GET', '/api/x', CountSchema, { signal: cancelled.signal }).catch(
      (error: unknown) => error,
    );
    expect(before, 'cancelled before it was sent').toMatchObject({ name: 'AbortError' });
  });

  /** Headers at once, then a body that never ends: it fails only when the request's own signal ends it. */
  const bodyNeverEnds = vi.fn(async (_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":true,'));
        init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
      },
    });
    return new Response(body, { status: 200 });
  });

  it('an answer whose body stops coming counts as none at the deadline: the limit is on the whole answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', bodyNeverEnds);
    const outcome = api('GET', '/api/x', CountSchema).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(NO_ANSWER_MS);
    expect(await outcome).toMatchObject({ status: NETWORK_ERROR_STATUS });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('a query cancelled while its answer comes ends as an AbortError, not as the shop unreachable', async () => {
    vi.stubGlobal('fetch', bodyNeverEnds);
    const cancelled = new AbortController();
    const outcome = api('GET', '/api/x', CountSchema, { signal: cancelled.signal }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the headers have come; the body is on its way
    cancelled.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: { n: 'three' } }));
    await expect(api('GET', '/api/x', CountSchema)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('call', () => {
  const line = {
    id: 7,
    name: 'Toor Dal 1 kg',
    image: '/images/products/7/0.svg',
    description: '',
    category: 'dals',
    price: 160,
    originalPrice: 180,
    quantity: 2,
    status: 'in stock',
    maxQuantity: 20,
    addedAt: '2025-04-01T10:00:00.000Z',
  };

  it("sends the endpoint's method and path from the table and reads the answer with its schema", async () => {
    const fetchMock = respond(200, { success: true, data: [line] });
    vi.stubGlobal('fetch', fetchMock);

    await expect(call(endpoints.cart.updateCart, { body: { productId: 7, quantity: 2 } })).resolves.toEqual([line]);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoints.cart.updateCart.path);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"productId":7,"quantity":2}');
  });

  it("refuses an answer that does not match the endpoint's response schema", async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: [{ ...line, price: 'cheap' }] }));
    await expect(call(endpoints.cart.getCartItems, { query: { userId: 'u1' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('reads the answer with a refinement of the schema when asked', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: null, message: 'Check your inbox' }));
    const answer = v.pipe(
      endpoints.newsletter.subscribe.response,
      v.transform((envelope) => ({ ...envelope, data: envelope.message })),
    );
    await expect(call(endpoints.newsletter.subscribe, { body: { email: 'a@b.in' }, answer })).resolves.toBe(
      'Check your inbox',
    );
  });
});
