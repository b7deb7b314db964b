import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD_BYTES, PreparedCache, PreparedJson, preferredEncoding, sendPrepared } from './prepared-json';

/** Large enough to be compressed (over 1 KB), like a page of product cards. */
const cards = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Haldiram's Aloo Bhujia ${i + 1}`,
  description: 'Crisp gram-flour noodles with potato and spices',
  price: 50 + i,
}));

/** One prepared answer behind the same compress() the app runs, which must leave it alone. */
function appSending(entry: PreparedJson) {
  return new Hono().use(compress()).get('/answer', (c) => sendPrepared(c, entry));
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('sendPrepared', () => {
  const entry = new PreparedJson(cards, { 'X-Total-Count': '12' });
  const app = appSending(entry);
  const expected = { success: true, data: cards };

  it('sends brotli, gzip or plain JSON as accepted, each the same JSON', async () => {
    const br = await app.request('/answer', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytesOf(br)).toString())).toEqual(expected);

    const gzip = await app.request('/answer', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(gzip)).toString())).toEqual(expected);

    const plain = await app.request('/answer');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(expected);

    for (const response of [br, gzip, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=/);
      expect(response.headers.get('X-Total-Count')).toBe('12');
    }
  });

  it('compresses each encoding once: every request gets the same bytes', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const [first, second] = await Promise.all([
      app.request('/answer', { headers }),
      app.request('/answer', { headers }),
    ]);
    expect(await bytesOf(first as Response)).toEqual(await bytesOf(second as Response));
    expect(await entry.encodedAs('br')).toBe(await entry.encodedAs('br'));
  });

  it('answers 304 without a body to the ETag of any encoding', async () => {
    const br = await app.request('/answer', { headers: { 'Accept-Encoding': 'br' } });
    const plain = await app.request('/answer');
    // Compressed copies carry the ETag as weak, as compress() did: same JSON, other bytes.
    expect(br.headers.get('ETag')).toBe(`W/${entry.etag}`);
    expect(plain.headers.get('ETag')).toBe(entry.etag);
    for (const etag of [entry.etag, `W/${entry.etag}`, `"other", ${entry.etag}`, '*']) {
      const again = await app.request('/answer', { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' } });
      expect(again.status, etag).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('Content-Encoding')).toBeNull();
    }
    const changed = await app.request('/answer', { headers: { 'If-None-Match': '"an-older-one"' } });
    expect(changed.status).toBe(200);
  });

  it('sends a small answer as it is: compressing it would not pay', async () => {
    const small = appSending(new PreparedJson({ Snacks: 245 }));
    const response = await small.request('/answer', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.json()).toEqual({ success: true, data: { Snacks: 245 } });
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('PreparedCache', () => {
  it('keeps an answer while its source is the same, and makes it anew when the source changed', async () => {
    const cache = new PreparedCache(1024 * 1024);
    let made = 0;
    const make = () => {
      made++;
      return new PreparedJson({ made });
    };
    const first = await cache.get('product 1', 'row A', make);
    expect(await cache.get('product 1', 'row A', make)).toBe(first);
    expect(made).toBe(1);
    const second = await cache.get('product 1', 'row B', make);
    expect(second).not.toBe(first);
    expect(second.etag).not.toBe(first.etag);
    expect(made).toBe(2);
  });

  it('makes an answer once for requests arriving together, and forgets a failure', async () => {
    const cache = new PreparedCache(1024 * 1024);
    let made = 0;
    const slow = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new PreparedJson(['atta']);
    };
    const [a, b] = await Promise.all([cache.get('atta', 1, slow), cache.get('atta', 1, slow)]);
    expect(a).toBe(b);
    expect(made).toBe(1);

    await expect(cache.get('broken', 1, () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('broken', 1, () => new PreparedJson('fine'))).toBeInstanceOf(PreparedJson);
  });

  it('lets the least recently used answers go beyond its size', async () => {
    const answer = () => new PreparedJson('x'.repeat(1000));
    const entryCost = ENTRY_OVERHEAD_BYTES + 'a'.length * 2 + answer().body.length;
    const cache = new PreparedCache(2.5 * entryCost);
    await cache.get('a', 1, answer);
    await cache.get('b', 1, answer);
    await cache.get('a', 1, answer); // a is now the more recently used
    await cache.get('c', 1, answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.size).toBe(2);
    let remade = 0;
    const counted = () => {
      remade++;
      return answer();
    };
    await cache.get('a', 1, counted);
    await cache.get('c', 1, counted);
    expect(remade).toBe(0);
    await cache.get('b', 1, counted);
    expect(remade).toBe(1);
  });

  it('charges each entry its memory, so tiny answers cannot outgrow the budget', async () => {
    // bench/cache-memory.ts measured 611–676 bytes of heap for such an entry beside its 52 bytes of key and JSON.
    const measuredEntryHeap = 600;
    const budget = 128 * 1024;
    const cache = new PreparedCache(budget);
    const nothingFound = () => new PreparedJson([], { 'X-Total-Count': '0' });
    expect(nothingFound().body.length).toBe(26);
    // Far more than fit: a search that finds nothing is 26 bytes of JSON, so counting only the JSON keeps 5,041.
    for (let i = 0; i < 6000; i++) await cache.get(JSON.stringify([`nothing ${i}`, null, null, null]), 1, nothingFound);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(Math.floor(budget / measuredEntryHeap));
    expect(cache.heldBytes).toBeLessThanOrEqual(budget);
  });

  it('charges compressed copies as they are made, each holding only its own bytes', async () => {
    const answer = (seed: number) => new PreparedJson(numbersFrom(seed, 1500));
    const plain = answer(1).body.length;
    // Room for two answers as JSON, not for two with their brotli copies (each more than a third of the JSON).
    const cache = new PreparedCache(2 * (ENTRY_OVERHEAD_BYTES + 2 + plain) + plain / 3);
    const first = await cache.get('a', 1, () => answer(1));
    const second = await cache.get('b', 1, () => answer(2));
    expect(cache.size).toBe(2);

    const copy = await first.encodedAs('br');
    expect(copy && copy.length > plain / 3).toBe(true);
    // Not a view of zlib's 16 KB chunk, which a kept copy would hold whole.
    expect(copy?.buffer.byteLength).toBe(copy?.length);
    await second.encodedAs('br');
    expect(cache.size).toBe(1);
    let remade = 0;
    await cache.get('b', 1, () => {
      remade++;
      return answer(2);
    });
    expect(remade).toBe(0);
  });
});

/** Numbers that brotli cannot shrink much (a linear congruential sequence), as JSON of about 10 KB. */
function numbersFrom(seed: number, count: number): number[] {
  const numbers: number[] = [];
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    numbers.push(state % 100_000);
  }
  return numbers;
}
