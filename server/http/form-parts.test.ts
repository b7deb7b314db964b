import { describe, expect, it } from 'vitest';
import { type FormLimits, MultipartScanner } from './form-parts';

const LIMITS: FormLimits = { parts: 8, headBytes: 4 * 1024, textBytes: 16 * 1024 };
const BOUNDARY = '----formdata-kirana-7d3';

function part(name: string, value: string | Buffer, fileName?: string): Buffer {
  const disposition = `form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}`;
  const type = fileName === undefined ? '' : '\r\nContent-Type: application/pdf';
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
}

function body(...parts: Buffer[]): Buffer {
  return bodyOf(parts);
}

function bodyOf(parts: Buffer[]): Buffer {
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Feeds `bytes` in chunks of `size`; the refusal and how many bytes had been read when it came. */
function scan(bytes: Buffer, size: number, limits = LIMITS) {
  const scanner = new MultipartScanner(BOUNDARY, limits);
  for (let at = 0; at < bytes.length; at += size) {
    const refusal = scanner.push(bytes.subarray(at, at + size));
    if (refusal) return { refusal, read: Math.min(bytes.length, at + size), delimiters: scanner.delimiters };
  }
  return { refusal: undefined, read: bytes.length, delimiters: scanner.delimiters };
}

const supportForm = body(
  part('email', 'asha@example.in'),
  part('subject', 'Other'),
  part('message', 'नमस्ते,\r\nमेरा ऑर्डर नहीं आया।'),
  part('file', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40_000, 0x2d)]), 'रसीद.pdf'),
);

describe('MultipartScanner', () => {
  it.each([1, 7, 64, 65_536])('takes the real form in chunks of %i bytes, counting each delimiter once', (size) => {
    expect(scan(supportForm, size)).toEqual({ refusal: undefined, read: supportForm.length, delimiters: 5 });
  });

  it('refuses at the first delimiter past the limit, wherever the chunks split it', () => {
    const flood = bodyOf(Array.from({ length: 150_000 }, () => part('a', '')));
    const onePartTooMany = body(...Array.from({ length: 9 }, () => part('a', '')));
    for (const size of [1, 13, 65_536]) {
      const { refusal, read } = scan(flood, size);
      expect(refusal).toBe('parts');
      // Nine empty parts are some 500 bytes: the rest of the 8 MB is never looked at.
      expect(read).toBeLessThanOrEqual(onePartTooMany.length + size);
    }
    expect(scan(body(...Array.from({ length: 8 }, () => part('a', ''))), 65_536).refusal).toBeUndefined();
  });

  it('refuses headers, a text value or a preamble that run long, but not a file', () => {
    const longName = 'x'.repeat(LIMITS.headBytes);
    expect(scan(body(part(longName, '')), 1000).refusal).toBe('head');
    expect(scan(body(part('message', 'x'.repeat(LIMITS.textBytes))), 1000).refusal).toBe('text');
    expect(scan(Buffer.concat([Buffer.alloc(LIMITS.textBytes + 1, 0x20), supportForm]), 1000).refusal).toBe('text');
    expect(scan(body(part('file', Buffer.alloc(LIMITS.textBytes * 10), 'big.pdf')), 1000).refusal).toBeUndefined();
  });

  it('refuses an epilogue that never ends', () => {
    expect(scan(Buffer.concat([supportForm, Buffer.alloc(LIMITS.headBytes + 1, 0x20)]), 4096).refusal).toBe('head');
  });
});
