import type { MiddlewareHandler } from 'hono';
import { say } from '../i18n/say';
import { httpMessages } from './messages';
import { fail } from './respond';

export interface FormLimits {
  /** Parts of a multipart body (or fields of a URL-encoded one) beyond which the form is refused. */
  parts: number;
  /** Bytes of one part's headers (and of the epilogue). */
  headBytes: number;
  /** Bytes of one part without a file name, a text field (and of the preamble). */
  textBytes: number;
}

export type FormRefusal = 'parts' | 'head' | 'text';

const HEAD_END = Buffer.from('\r\n\r\n');
const AMPERSAND = 0x26;
const MULTIPART = /^multipart\/form-data\s*;/i;
const URL_ENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;
const FILE_NAME = /;\s*filename\*?=/i;

/**
 * Counts a form's parts as its bytes arrive and refuses (413) once it has more than any form of the API, or a
 * part's headers or text run longer than one would: Request.formData() parses a whole body at once, and
 * 150,000 empty parts in 10 MB cost a second of the event loop. A form within the limits is handed on whole.
 */
export function capFormParts(limits: FormLimits): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('Content-Type') ?? '';
    const boundary = MULTIPART.test(contentType) ? contentType.match(BOUNDARY) : undefined;
    const scanner = boundary
      ? new MultipartScanner(boundary[1] ?? boundary[2] ?? '', limits)
      : URL_ENCODED.test(contentType)
        ? new UrlEncodedScanner(limits)
        : undefined;
    const body = scanner ? c.req.raw.body : null;
    if (!scanner || !body) return next();

    const chunks: Uint8Array[] = [];
    const reader = body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (scanner.push(read.value)) {
          // The rest is drained unread by the server.
          reader.cancel().catch(() => {});
          return fail(c, 413, say(c, httpMessages).formTooLarge);
        }
        chunks.push(read.value);
      }
    } catch {
      // The client went away mid-body: nobody is left to read the answer.
      return fail(c, 400, say(c, httpMessages).badRequest({ reason: 'The form ended before its end' }));
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

interface Scanner {
  /** Reads the next bytes of the body; why the form is refused, once that is known. */
  push(chunk: Uint8Array): FormRefusal | undefined;
}

class UrlEncodedScanner implements Scanner {
  private fields = 1;
  constructor(private readonly limits: FormLimits) {}

  push(chunk: Uint8Array): FormRefusal | undefined {
    for (let at = chunk.indexOf(AMPERSAND); at >= 0; at = chunk.indexOf(AMPERSAND, at + 1)) {
      if (++this.fields > this.limits.parts) return 'parts';
    }
    return undefined;
  }
}

/** Where the body is: a part's headers (or the preamble), a text part's value, or a file's bytes. */
type Stretch = 'head' | 'text' | 'file';

/**
 * Finds each `--boundary` without parsing anything else. Every delimiter holds it, so the count is never
 * below the parts a parser would find. Only the bytes a match may still begin in, or the current part's
 * headers (bounded by headBytes), are kept between chunks. Offsets are from the start of the body.
 */
export class MultipartScanner implements Scanner {
  /** Delimiters seen: the parts, and the closing one. */
  delimiters = 0;
  private readonly delimiter: Buffer;
  private kept: Buffer = Buffer.alloc(0);
  private keptFrom = 0;
  private scanFrom = 0;
  /** The preamble is read as a text value: bounded alike, and ended by the first delimiter. */
  private stretch: Stretch = 'text';
  private stretchFrom = 0;

  constructor(
    boundary: string,
    private readonly limits: FormLimits,
  ) {
    this.delimiter = Buffer.from(`--${boundary}`, 'latin1');
  }

  push(chunk: Uint8Array): FormRefusal | undefined {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const window = this.kept.length > 0 ? Buffer.concat([this.kept, bytes]) : bytes;
    const windowFrom = this.keptFrom;
    const windowEnd = windowFrom + window.length;
    for (;;) {
      if (this.stretch === 'head') {
        const found = window.indexOf(HEAD_END, this.scanFrom - windowFrom);
        if (found < 0) {
          if (windowEnd - this.stretchFrom > this.limits.headBytes) return 'head';
          this.scanFrom = Math.max(this.scanFrom, windowEnd - HEAD_END.length + 1);
          break;
        }
        const headEnd = windowFrom + found + HEAD_END.length;
        if (headEnd - this.stretchFrom > this.limits.headBytes) return 'head';
        const head = window.toString('latin1', this.stretchFrom - windowFrom, found);
        this.startStretch(FILE_NAME.test(head) ? 'file' : 'text', headEnd);
      } else {
        const found = window.indexOf(this.delimiter, this.scanFrom - windowFrom);
        const valueEnd = found < 0 ? windowEnd : windowFrom + found;
        if (this.stretch === 'text' && valueEnd - this.stretchFrom > this.limits.textBytes) return 'text';
        if (found < 0) {
          this.scanFrom = Math.max(this.scanFrom, windowEnd - this.delimiter.length + 1);
          break;
        }
        // The closing delimiter is one more than the parts.
        if (++this.delimiters > this.limits.parts + 1) return 'parts';
        this.startStretch('head', valueEnd + this.delimiter.length);
      }
    }
    // A part's headers are read whole once they end (to see a file name); otherwise only a match's possible start.
    const keepFrom = this.stretch === 'head' ? Math.min(this.stretchFrom, this.scanFrom) : this.scanFrom;
    this.kept = window.subarray(Math.max(0, keepFrom - windowFrom));
    this.keptFrom = windowFrom + (window.length - this.kept.length);
    return undefined;
  }

  private startStretch(stretch: Stretch, from: number) {
    this.stretch = stretch;
    this.stretchFrom = from;
    this.scanFrom = from;
  }
}
