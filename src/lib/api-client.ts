import type { QueryFunctionContext } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Endpoint, JsonEndpoint } from '#contract/endpoints/endpoint';
import { FailureEnvelopeSchema } from '#contract/envelope';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { NO_ANSWER_MS } from './no-answer';
import { reportNetworkFailure, reportServerReached } from './online';

/** The only error the HTTP client throws: a status and a message fit to show a shopper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The whole failure body, for refusals that carry data (confirmOrder's new prices). */
    readonly payload?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer came (offline, a reset, none within NO_ANSWER_MS); a change may still have arrived, hence Idempotency-Keys. */
export const NETWORK_ERROR_STATUS = 0;

/** No answer came from the server: not a refusal. */
export function neverReachedServer(error: unknown): boolean {
  return answeredWith(error, NETWORK_ERROR_STATUS);
}

/** The call failed with this status (a refusal), or 0 for no answer. */
export function answeredWith(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /**
   * A multipart body instead (the browser writes its Content-Type with the boundary), or a file sent as it is (an
   * `upload` endpoint's): the browser sends the Blob's own type as the Content-Type.
   */
  form?: FormData | Blob;
  /** Longer than NO_ANSWER_MS only for an upload. */
  noAnswerMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The app has its own copy: only the shop may answer, not the service worker's or the HTTP cache (stale). */
  haveCopy?: boolean;
}

/** `haveCopy` for a query's own request: the app already holds its answer (fetched, or restored from the phone). */
export function haveCopyOf({ client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>): boolean {
  return client.getQueryData(queryKey) !== undefined;
}

const HAVE_COPY_HEADER = 'X-Kirana-Have-Copy';
/** Set by the service worker on answers from its cache (sw/sw.ts): no proof the server is reachable. */
const FROM_CACHE_HEADER = 'X-Kirana-From-Cache';

/** Calls the shop's API and returns the envelope's `data`, checked against the contract so server changes can't slip in. */
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
        // Server messages in the shopper's language.
        'Accept-Language': intlLocale(),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.haveCopy ? { [HAVE_COPY_HEADER]: '1' } : {}),
        ...options.headers,
      },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      cache: options.haveCopy ? 'no-cache' : 'default',
      signal: deadline.signal,
    });
    // Not JSON: a page from the way, judged below; a body cut short by the limit is no answer.
    payload = await response.json().catch((error: unknown) => {
      if (isAbort(error)) throw error;
    });
  } catch (error) {
    // The caller gave up (a query cancelled): nothing to say about the network.
    if (isAbort(error)) throw error;
    throw unreachable();
  } finally {
    deadline.met();
  }
  // Our API always answers JSON, failures in its envelope; anything else (a captive portal, a proxy's error page) means
  // the shop was not reached, so a change is sent again (its key keeps it once), never set aside as refused.
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

/** An endpoint's request: its query's fields, and its JSON body, its form or its file. */
type RequestOf<E extends Endpoint> = {
  query?: E extends { query: infer Q extends v.GenericSchema }
    ? { [K in keyof v.InferInput<Q>]?: string | number | undefined }
    : never;
} & (E extends { body: infer B extends v.GenericSchema } ? { body: v.InferInput<B> } : { body?: never }) &
  (E extends { form: v.GenericSchema }
    ? { form: FormData }
    : E extends { upload: string }
      ? { form: Blob }
      : { form?: never });

type CallOptions<E extends Endpoint, TSchema extends Envelope> = RequestOf<E> &
  Omit<RequestOptions, 'query' | 'body'> & {
    /** Reads the answer with this schema instead of the endpoint's. */
    answer?: TSchema;
  };

/** Calls an endpoint of contract/endpoints.ts, e.g. `call(cartEndpoints.updateCart, { body })`, typed by its schemas. */
export function call<E extends JsonEndpoint, TSchema extends Envelope = E['response']>(
  endpoint: E,
  ...[options]: E extends { body: v.GenericSchema } | { form: v.GenericSchema } | { upload: string }
    ? [CallOptions<E, TSchema>]
    : [CallOptions<E, TSchema>?]
): Promise<v.InferOutput<TSchema>['data']> {
  const { answer, ...request } = (options ?? {}) as CallOptions<E, TSchema>;
  return api(endpoint.method, endpoint.path, answer ?? endpoint.response, request as RequestOptions);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The caller's `signal`, also aborted after `limitMs` with no whole answer (AbortSignal.any needs Chrome 116). */
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
