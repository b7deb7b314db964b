import type { QueryFunctionContext } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Endpoint } from '#contract/endpoints/endpoint';
import { FailureEnvelopeSchema } from '#contract/envelope';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { NO_ANSWER_MS } from './no-answer';
import { reportNetworkFailure, reportServerReached } from './online';

/** The only error the HTTP client throws: the status and a message fit to show a shopper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The whole failure body, for the few refusals that carry data (confirmOrder's new prices). */
    readonly payload?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * status 0: no answer came from the server (offline, DNS, a connection reset, or none within NO_ANSWER_MS). A change
 * may still have reached it: changes that must not be made twice carry an Idempotency-Key (the outbox's do).
 */
export const NETWORK_ERROR_STATUS = 0;

/** No answer came from the server: no signal, or nothing got through. Not a refusal. */
export function neverReachedServer(error: unknown): boolean {
  return answeredWith(error, NETWORK_ERROR_STATUS);
}

/** The call failed with this status: the shop's refusal (401, 404…), or 0 for no answer. */
export function answeredWith(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  query?: Query;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body instead (the browser writes its Content-Type with the boundary). */
  form?: FormData;
  /** How long the whole answer may take: NO_ANSWER_MS, longer only for a request that uploads a file. */
  noAnswerMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The app already holds its own copy of this answer (possibly with changes still queued): only the shop
   * may answer. Not the service worker from its older cache (sw/sw.ts), nor the browser's HTTP cache, where a
   * catalog answer stays fresh for a minute and is handed out stale for ten more: the request is revalidated
   * with the shop (a 304 when nothing changed), and fails when nothing gets through.
   */
  haveCopy?: boolean;
}

/**
 * `haveCopy` of a query's own request: whether the app already holds this query's answer (fetched before, or
 * restored from the phone with the time it was fetched), so a refetch must not take the service worker's copy,
 * nor the browser's HTTP cache's.
 */
export function haveCopyOf({ client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>): boolean {
  return client.getQueryData(queryKey) !== undefined;
}

const HAVE_COPY_HEADER = 'X-Kirana-Have-Copy';
/** Set by the service worker on an answer from its cache (sw/sw.ts): no proof that the server is reachable. */
const FROM_CACHE_HEADER = 'X-Kirana-From-Cache';

/**
 * Calls the shop's API with JSON (or a form) and the session cookie and returns the envelope's `data`,
 * checked against the contract's schema so a server change can't slip into the UI unseen.
 */
export async function api<TSchema extends v.GenericSchema<unknown, { data: unknown }>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>['data']> {
  const deadline = answerDeadline(options.signal, options.noAnswerMs ?? NO_ANSWER_MS);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        // The server words its messages (refusals, errors) in the shopper's language.
        'Accept-Language': intlLocale(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.haveCopy ? { [HAVE_COPY_HEADER]: '1' } : {}),
        ...options.headers,
      },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      cache: options.haveCopy ? 'no-cache' : 'default',
      signal: deadline.signal,
    });
    // Not JSON: a page from the way, judged below. A body cut short by the limit is no answer (the catch below).
    payload = await response.json().catch((error: unknown) => {
      if (isAbort(error)) throw error;
    });
  } catch (error) {
    // The caller gave up (a query cancelled): says nothing about the network.
    if (isAbort(error)) throw error;
    throw unreachable();
  } finally {
    deadline.met();
  }
  // Our API always answers JSON, and refuses in its failure envelope. Anything else came from the way, not the shop:
  // a captive portal's login page, a proxy's or a firewall's error page. The shop was not reached, so a change sent
  // is sent again (its key keeps it once), never set aside as refused.
  const failure = response.ok ? undefined : v.safeParse(FailureEnvelopeSchema, payload);
  if (payload === undefined || failure?.success === false) throw unreachable();
  if (!response.headers.has(FROM_CACHE_HEADER)) reportServerReached();
  if (failure?.success) {
    throw new ApiError(response.status, failure.output.message, failure.output.errors, payload);
  }
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) {
    throw new ApiError(response.status, m.lib_api_not_understood());
  }
  return parsed.output.data;
}

type Envelope = v.GenericSchema<unknown, { data: unknown }>;

/** The request an endpoint takes: its query's fields (as strings or numbers), and its JSON body or its form. */
type RequestOf<E extends Endpoint> = {
  query?: E extends { query: infer Q extends v.GenericSchema }
    ? { [K in keyof v.InferInput<Q>]?: string | number | undefined }
    : never;
} & (E extends { body: infer B extends v.GenericSchema } ? { body: v.InferInput<B> } : { body?: never }) &
  (E extends { form: v.GenericSchema } ? { form: FormData } : { form?: never });

type CallOptions<E extends Endpoint, TSchema extends Envelope> = RequestOf<E> &
  Omit<RequestOptions, 'query' | 'body'> & {
    /** Reads the answer with this schema instead of the endpoint's own (one that lifts the message into data). */
    answer?: TSchema;
  };

/**
 * Calls one endpoint of the contract's table (contract/endpoints.ts) by value, e.g.
 * `call(cartEndpoints.updateCart, { body })`: the method, the path and the answer's schema come
 * from the table, and the request is typed by its schemas.
 */
export function call<E extends Endpoint, TSchema extends Envelope = E['response']>(
  endpoint: E,
  ...[options]: E extends { body: v.GenericSchema } | { form: v.GenericSchema }
    ? [CallOptions<E, TSchema>]
    : [CallOptions<E, TSchema>?]
): Promise<v.InferOutput<TSchema>['data']> {
  const { answer, ...request } = (options ?? {}) as CallOptions<E, TSchema>;
  return api(endpoint.method, endpoint.path, answer ?? endpoint.response, request as RequestOptions);
}

/** The caller's own abort (a query cancelled), as fetch and the body's read report it. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The caller's `signal`, also aborted when the whole answer has not come within `limitMs` (NO_ANSWER_MS,
 * ./no-answer.ts); `met()` once it has. (AbortSignal.any would join the two, but only from Chrome 116: older phones
 * are why the shop exists.)
 */
function answerDeadline(signal: AbortSignal | undefined, limitMs: number) {
  const request = new AbortController();
  const giveUp = () => request.abort(signal?.reason);
  if (signal?.aborted) giveUp();
  else signal?.addEventListener('abort', giveUp, { once: true });
  const timer = setTimeout(() => request.abort(new DOMException('No answer', 'TimeoutError')), limitMs);
  return { signal: request.signal, met: () => clearTimeout(timer) };
}

function unreachable(): ApiError {
  reportNetworkFailure();
  return new ApiError(NETWORK_ERROR_STATUS, m.lib_api_offline());
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
