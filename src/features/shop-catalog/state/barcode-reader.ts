import { isValidEan13 } from '#contract/shop-catalog';

/** Reads an EAN-13 off the camera's current picture; nothing when there is none in it (yet). */
export interface BarcodeReader {
  kind: 'native' | 'zxing';
  read(frame: HTMLVideoElement): Promise<string | undefined>;
}

/** The browser's own BarcodeDetector (Chrome on Android, Safari 17); TypeScript's DOM types do not have it yet. */
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats?(): Promise<string[]>;
}

/**
 * The browser's BarcodeDetector where it reads EAN-13, else the shop's own ZXing WebAssembly build, loaded only
 * now (about 1 MB: never on a phone that has the detector, nor before a scan starts).
 */
export async function chooseBarcodeReader({
  detector,
  loadZxing,
}: {
  detector: BarcodeDetectorClass | undefined;
  loadZxing: () => Promise<BarcodeReader>;
}): Promise<BarcodeReader> {
  if (detector && (await readsEan13(detector))) return nativeReader(detector);
  return loadZxing();
}

/** This browser's choice: its own detector, or the ZXing chunk fetched from the shop. */
export function barcodeReaderOfThisBrowser(): Promise<BarcodeReader> {
  return chooseBarcodeReader({
    detector: (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector,
    loadZxing: () => import('./zxing-reader').then((zxing) => zxing.loadZxingReader()),
  });
}

/** Some Android phones have the class with no formats behind it (no Play Services): ZXing reads there. */
async function readsEan13(detector: BarcodeDetectorClass): Promise<boolean> {
  if (!detector.getSupportedFormats) return true;
  try {
    return (await detector.getSupportedFormats()).includes('ean_13');
  } catch {
    return false;
  }
}

function nativeReader(Detector: BarcodeDetectorClass): BarcodeReader {
  const detector = new Detector({ formats: ['ean_13'] });
  return {
    kind: 'native',
    async read(frame) {
      try {
        return (await detector.detect(frame)).map((found) => found.rawValue).find(isValidEan13);
      } catch {
        return undefined; // the video has no picture yet
      }
    },
  };
}
