import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { UserProfile } from '../../../contract/user';
import { routeTree } from '../../routeTree.gen';
import { createShopQueryClient } from '../../shop-query-client';
import { BRAND_SPLASH_SEEN_KEY, INTRO_SPLASH_SEEN_KEY } from '../shell/components/splash';
import { authQueries } from './api/auth.queries';

export const SHOPPER: UserProfile = {
  id: '0b6f3f5e-8a52-4c8e-9a37-0d1f4f1c2b3a',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+919876543210',
  alternatePhone: null,
};

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
 * The whole app (the real route tree, guards included) in a memory history starting at `path`.
 * `session` seeds the cached session as a restored cache would (`sessionAgeMs` old); undefined
 * leaves it to the network.
 */
export function renderApp(
  path: string,
  { session, sessionAgeMs = 0 }: { session?: UserProfile | null; sessionAgeMs?: number } = {},
) {
  // The splash would sit over the page; these tests are about what is under it.
  sessionStorage.setItem(BRAND_SPLASH_SEEN_KEY, '1');
  sessionStorage.setItem(INTRO_SPLASH_SEEN_KEY, '1');
  const queryClient = createShopQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (session !== undefined) {
    queryClient.setQueryData(authQueries.session().queryKey, session, { updatedAt: Date.now() - sessionAgeMs });
  }
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree, context: { queryClient }, history });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router, history };
}
