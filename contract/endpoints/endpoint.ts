import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How an answer may be kept away from the server (the service worker reads it, sw/sw.ts):
 * - `catalog`: the same for everybody, served `public` with an ETag; shown from the phone's copy
 *   at once and refreshed behind the scenes.
 * - `personal`: about the signed-in shopper; the network first, the phone's copy when it fails.
 * - `never`: only ever fresh from the server (the whole-account download).
 * Changes (anything but GET) are never kept.
 */
export type Caching = 'catalog' | 'personal' | 'never';

type Schema = v.GenericSchema;

type Envelope = v.GenericSchema<unknown, { data: unknown }>;

/** One call of the API: what the server, the app and the service worker need; the OpenAPI document adds about.ts. */
export interface Endpoint {
  method: HttpMethod;
  /** The full path, from `/api/`: written here and nowhere else. */
  path: `/api/${string}`;
  query?: Schema;
  /** A JSON body. */
  body?: Schema;
  /** The text fields of a multipart/form-data body; the route reads the form itself (files are checked by content). */
  form?: Schema;
  /** The name of a form's file part: `file` unless named here. */
  file?: string;
  /** The success envelope; every failure is contract/envelope.ts's FailureEnvelopeSchema. */
  response: Envelope;
  caching: Caching;
}

/** Keeps each entry's own literal types (method, path, schemas) while checking it is an Endpoint. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}
