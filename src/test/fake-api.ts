/** Fake answers of the shop's API for tests: a fixed table (fakeApi) or a scripted server that records calls (scriptedApi). */
import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';

/** A fetch that answers like the shop's API: `{ success: true, data }` per path, 404 otherwise. */
export function fakeApi(routes: Record<string, unknown>): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname in routes) {
      return new Response(JSON.stringify({ success: true, data: routes[url.pathname] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
  };
}

/**
 * One answer of the fake API: data for a success, or a refusal with the server's message (and,
 * like some real refusals, `data` or per-field `errors`).
 */
export type FakeAnswer =
  | { data: unknown }
  | { status: number; message: string; data?: unknown; errors?: Record<string, string> };
type Handler = FakeAnswer | ((body: unknown, call: ApiCall) => FakeAnswer | Promise<FakeAnswer>);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  /** Request headers, names lower-cased (e.g. 'idempotency-key'). */
  headers: Record<string, string>;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** A multipart body (the support form) as sent; `body` stays undefined for it. */
  form?: FormData;
}

/**
 * A fetch answering like the shop's API, path by path, that records every call. Paths without
 * a handler answer 404, so the shell's own requests fail quietly.
 */
export function scriptedApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    // Lower-cased here: happy-dom's Headers keeps the case it was given.
    const headers = Object.fromEntries(
      Array.from(new Headers(init?.headers), ([name, value]) => [name.toLowerCase(), value]),
    );
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body,
      headers,
      query: Object.fromEntries(url.searchParams),
      ...(init?.body instanceof FormData ? { form: init.body } : {}),
    };
    calls.push(call);
    const handler = handlers[url.pathname];
    const answer = typeof handler === 'function' ? await handler(body, call) : handler;
    if (!answer) return json(404, { success: false, message: 'Not found' });
    if (!('status' in answer)) return json(200, { success: true, data: answer.data });
    const { status, ...refusal } = answer;
    return json(status, { success: false, ...refusal });
  };
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

function json(status: number, payload: unknown) {
  return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A query fetched, then fetched again once the app holds its answer, against a scripted API answering `path`
 * with `data`: the X-Kirana-Have-Copy header each of the two requests carried (src/lib/api-client.ts).
 */
export async function haveCopyOnRefetch<TData, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, Error, TData, TKey>,
  path: string,
  data: unknown,
): Promise<[string | undefined, string | undefined]> {
  const api = scriptedApi({ [path]: { data } });
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(query);
  await queryClient.refetchQueries({ queryKey: query.queryKey });
  const [first, again] = api.callsTo(path);
  return [first?.headers['x-kirana-have-copy'], again?.headers['x-kirana-have-copy']];
}
