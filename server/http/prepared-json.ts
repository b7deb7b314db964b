import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The encodings an answer is kept in besides plain JSON, best first. */
export type Encoding = 'br' | 'gzip';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressWith: Record<Encoding, (body: Buffer, size: 'small' | 'large') => Promise<Buffer>> = {
  // Made once and then sent many times, so small answers get the slowest, tightest settings (a few
  // ms each). A whole category on a 1,00,000-product catalog is megabytes: there quality 11 would
  // take seconds, for a few per cent.
  br: (body, size) =>
    brotliCompressAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: size === 'small' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body, size) => gzipAsync(body, { level: size === 'small' ? 9 : 6 }),
};

/** Beyond this an answer counts as large for the compression settings above. */
const SMALL_BODY = 64 * 1024;
/** Below this compressing gains less than its own headers cost (the same threshold as hono's compress()). */
const MIN_COMPRESSED_BODY = 1024;

/**
 * What a kept answer costs beyond its key and its bodies: the Map's slot, the entry, its promise, the
 * PreparedJson with its ETag and headers, the Buffer objects. bench/cache-memory.ts measures 620–690
 * bytes, about 860 through the search route (decision 104). A key is charged two bytes a character, its most in V8.
 */
export const ENTRY_OVERHEAD_BYTES = 1024;
/** What a compressed copy costs beyond its bytes: its promise, its Buffer object, the slot that holds it. */
export const COPY_OVERHEAD_BYTES = 512;

/**
 * A success envelope made ready to send many times: serialised once, with its ETag, and compressed
 * once per encoding the first time a client asks for it (node:zlib on the thread pool, so the event
 * loop keeps answering meanwhile; requests arriving during that wait for the same result).
 * `headers` travel with the answer (a listing's X-Total-Count).
 */
export class PreparedJson {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer | undefined>>> = {};
  private copiesBytes = 0;
  /** The cache that keeps this answer, told of each compressed copy (a field, not a closure: it is per entry). */
  private keeper: { grew(bytes: number): void } | undefined;

  constructor(
    data: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.body = ownBuffer(JSON.stringify({ success: true, data }));
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url').slice(0, 22)}"`;
  }

  /** The body in that encoding, or undefined when it is too small to be worth compressing. */
  encodedAs(encoding: Encoding): Promise<Buffer | undefined> {
    if (this.body.length < MIN_COMPRESSED_BODY) return Promise.resolve(undefined);
    const size = this.body.length <= SMALL_BODY ? 'small' : 'large';
    this.encoded[encoding] ??= compressWith[encoding](this.body, size).then(
      (output) => {
        // zlib's output may be a view of its 16 KB chunk (brotli's is): kept as it is, a 300-byte copy would hold 16 KB.
        const copy = output.length < output.buffer.byteLength ? ownBuffer(output) : output;
        this.copiesBytes += copy.length + COPY_OVERHEAD_BYTES;
        this.keeper?.grew(copy.length + COPY_OVERHEAD_BYTES);
        return copy;
      },
      (error: unknown) => {
        // Not kept: the next request tries again.
        delete this.encoded[encoding];
        throw error;
      },
    );
    return this.encoded[encoding];
  }

  /** The JSON's bytes and those of the compressed copies made so far, each copy with COPY_OVERHEAD_BYTES. */
  get bodiesBytes(): number {
    return this.body.length + this.copiesBytes;
  }

  /** The one cache that keeps this answer from now on (undefined: none), charged for the copies made later. */
  keptBy(keeper: { grew(bytes: number): void } | undefined) {
    this.keeper = keeper;
  }
}

/**
 * The bytes in a Buffer of their own from 1 KB: Node's pool puts smaller Buffers side by side in 8 KB slabs,
 * and a kept one holds its whole slab, so kept answers of a few KB could cost up to twice their size there.
 */
function ownBuffer(content: string | Buffer): Buffer {
  if (typeof content === 'string') {
    const length = Buffer.byteLength(content);
    if (length < MIN_COMPRESSED_BODY) return Buffer.from(content);
    const own = Buffer.allocUnsafeSlow(length);
    own.write(content);
    return own;
  }
  if (content.length < MIN_COMPRESSED_BODY) return Buffer.from(content);
  const own = Buffer.allocUnsafeSlow(content.length);
  content.copy(own);
  return own;
}

/**
 * Catalog data may be a minute old in a browser's HTTP cache; after that the service worker and the
 * browser revalidate with If-None-Match and usually get a bodiless 304.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * Sends a prepared answer: 304 when the client holds it (If-None-Match), else brotli, gzip or plain
 * JSON as the client accepts. Compressed copies carry the ETag as weak (`W/`), as hono's compress()
 * and nginx do: the bytes differ by encoding, the JSON does not, and If-None-Match compares weakly.
 * `cacheControl` null leaves the answer private (app.ts's personalUnlessPublic).
 */
export async function sendPrepared(
  c: Context,
  entry: PreparedJson,
  cacheControl: string | null = CATALOG_CACHE_CONTROL,
): Promise<Response> {
  for (const [name, value] of Object.entries(entry.headers)) c.header(name, value);
  if (cacheControl) c.header('Cache-Control', cacheControl);
  // Every answer's bytes depend on Accept-Encoding, so shared caches must key on it.
  c.header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), entry.etag)) {
    c.header('ETag', entry.etag);
    return c.body(null, 304);
  }
  c.header('Content-Type', 'application/json; charset=utf-8');
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  const encoded = encoding && (await entry.encodedAs(encoding));
  if (encoding && encoded) {
    c.header('ETag', `W/${entry.etag}`);
    // With Content-Encoding set, hono's compress() leaves the answer alone.
    c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(encoded.length));
    return c.body(asBody(encoded), 200);
  }
  c.header('ETag', entry.etag);
  // Known length: hono's compress() then leaves small answers alone instead of gzipping them per request.
  c.header('Content-Length', String(entry.body.length));
  return c.body(asBody(entry.body), 200);
}

/** Node's Buffers are Uint8Arrays on an ArrayBuffer (never a shared one), which Hono's typing cannot know. */
function asBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return buffer as Uint8Array<ArrayBuffer>;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** brotli when accepted (it is the smaller), else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = parseAccept(acceptEncoding);
  const quality = (encoding: Encoding) =>
    accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ??
    accepted.find((entry) => entry.type === '*')?.q ??
    0;
  const br = quality('br');
  const gz = quality('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/**
 * Prepared answers that are asked for again and again but not known in advance (a filtered page,
 * a product, a search), each kept with the catalog state it was made from (`source`: the product's
 * row, the category's card list, the catalog's version). An entry whose source has changed is made
 * anew on its next request, so a stock change reaches the next answer. Least recently used entries
 * go first once `maxBytes` of memory is held: each entry is charged ENTRY_OVERHEAD_BYTES, its key and
 * its bodies (JSON and compressed copies, as they are made), so tiny answers cannot outgrow the budget.
 */
export class PreparedCache {
  /** `made` once the answer is: what is charged for an entry is its key's cost plus made's bodiesBytes. */
  private readonly entries = new Map<string, { source: unknown; answer: Promise<PreparedJson>; made?: PreparedJson }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size() {
    return this.entries.size;
  }

  /** The memory charged for what is kept now, the overheads included. */
  get heldBytes() {
    return this.bytes;
  }

  /** The answer kept for `key` if made from `source`, else `make()`'s (kept; a failure is not). */
  get(key: string, source: unknown, make: () => PreparedJson | Promise<PreparedJson>): Promise<PreparedJson> {
    const found = this.entries.get(key);
    if (found && found.source === source) {
      // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.answer;
    }
    if (found) this.remove(key);
    const entry: { source: unknown; answer: Promise<PreparedJson>; made?: PreparedJson } = {
      source,
      answer: Promise.resolve(make()),
    };
    this.entries.set(key, entry);
    // Charged from the start, so answers still being made count too.
    this.bytes += keyCost(key);
    entry.answer.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.made = answer;
        answer.keptBy(this);
        this.grew(answer.bodiesBytes);
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return entry.answer;
  }

  /** A kept answer got larger (it was made, or a compressed copy of it was). */
  grew(bytes: number) {
    this.bytes += bytes;
    this.evict();
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= keyCost(key) + (entry.made?.bodiesBytes ?? 0);
    entry.made?.keptBy(undefined);
    this.entries.delete(key);
  }

  private evict() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) return;
      this.remove(key);
    }
  }
}

function keyCost(key: string): number {
  return ENTRY_OVERHEAD_BYTES + key.length * 2;
}
