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

/** What a file is, in the few places the API sends or takes one whole (the owner's catalog as CSV, decision 116). */
export type FileType = 'text/csv';

interface Call {
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
  /** The body is a file of this type, sent as it is; the route reads it, within a size limit of its own. */
  upload?: FileType;
  caching: Caching;
}

/** A call answered with an envelope. */
export interface JsonEndpoint extends Call {
  /** The success envelope; every failure is contract/envelope.ts's FailureEnvelopeSchema. */
  response: Envelope;
  download?: never;
}

/** A call whose success is a file of this type to save (Content-Disposition: attachment); a failure is still the envelope. */
export interface DownloadEndpoint extends Call {
  download: FileType;
  response?: never;
}

/** One call of the API: what the server, the app and the service worker need; the OpenAPI document adds about.ts. */
export type Endpoint = JsonEndpoint | DownloadEndpoint;

/** Keeps each entry's own literal types (method, path, schemas) while checking it is an Endpoint. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}
