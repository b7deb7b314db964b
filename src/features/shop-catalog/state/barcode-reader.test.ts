import { describe, expect, it, vi } from 'vitest';
import { type BarcodeDetectorClass, type BarcodeReader, chooseBarcodeReader } from './barcode-reader';

const FRAME = {} as HTMLVideoElement;
const PARLE_G = '8901719104046';

/** A BarcodeDetector that finds `found` in every frame and says it reads `formats`. */
function fakeDetector(formats: string[] | undefined, found: string[] = [PARLE_G]) {
  const made: { formats: string[] }[] = [];
  class Detector {
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    async detect() {
      return found.map((rawValue) => ({ rawValue }));
    }
  }
  const detector: BarcodeDetectorClass = Object.assign(
    Detector,
    formats ? { getSupportedFormats: async () => formats } : {},
  );
  return { detector, made };
}

const zxing = (): BarcodeReader => ({ kind: 'zxing', read: async () => '4006381333931' });

describe('the barcode reader a scan uses', () => {
  it("is the browser's BarcodeDetector where it reads EAN-13: ZXing's WebAssembly is never fetched", async () => {
    const { detector, made } = fakeDetector(['qr_code', 'ean_13']);
    const loadZxing = vi.fn(async () => zxing());
    const reader = await chooseBarcodeReader({ detector, loadZxing });
    expect(reader.kind).toBe('native');
    expect(made).toEqual([{ formats: ['ean_13'] }]);
    expect(await reader.read(FRAME)).toBe(PARLE_G);
    expect(loadZxing).not.toHaveBeenCalled();
  });

  it('loads ZXing where the browser has no BarcodeDetector, and reads with it', async () => {
    const loadZxing = vi.fn(async () => zxing());
    const reader = await chooseBarcodeReader({ detector: undefined, loadZxing });
    expect(loadZxing).toHaveBeenCalledOnce();
    expect(reader.kind).toBe('zxing');
    expect(await reader.read(FRAME)).toBe('4006381333931');
  });

  it('loads ZXing where the detector reads no EAN-13 (an Android phone without its barcode service)', async () => {
    const loadZxing = vi.fn(async () => zxing());
    const reader = await chooseBarcodeReader({ detector: fakeDetector([]).detector, loadZxing });
    expect(reader.kind).toBe('zxing');
    expect(loadZxing).toHaveBeenCalledOnce();
  });

  it('takes only a whole EAN-13 from the detector, and nothing from a frame it cannot read yet', async () => {
    const misread = await chooseBarcodeReader({
      detector: fakeDetector(['ean_13'], ['8901719104041']).detector,
      loadZxing: async () => zxing(),
    });
    expect(await misread.read(FRAME)).toBeUndefined();

    class NotReady {
      async detect(): Promise<{ rawValue: string }[]> {
        throw new DOMException('The video has no picture yet', 'InvalidStateError');
      }
    }
    const early = await chooseBarcodeReader({ detector: NotReady, loadZxing: async () => zxing() });
    expect(early.kind).toBe('native');
    expect(await early.read(FRAME)).toBeUndefined();
  });
});
