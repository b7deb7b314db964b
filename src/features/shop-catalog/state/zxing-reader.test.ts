import { describe, expect, it, vi } from 'vitest';
import { locateZxingFile } from './zxing-reader';

// What Vite's `?url` gives in a build: the hashed file it emits under assets/ (the build's own check finds it there).
vi.mock('zxing-wasm/reader/zxing_reader.wasm?url', () => ({ default: '/assets/zxing_reader-Bq3x9Z1c.wasm' }));

describe("ZXing's WebAssembly", () => {
  it("is fetched from the shop's own files, never the library's CDN", () => {
    const cdn = 'https://fastly.jsdelivr.net/npm/zxing-wasm@3.1.6/dist/reader/';
    expect(locateZxingFile('zxing_reader.wasm', cdn)).toBe('/assets/zxing_reader-Bq3x9Z1c.wasm');
    // Anything else it asks for is left where the library says.
    expect(locateZxingFile('zxing_reader.data', '/assets/')).toBe('/assets/zxing_reader.data');
  });
});
