import { prepareZXingModule, readBarcodes, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { isValidEan13 } from '#contract/shop-catalog';
import type { BarcodeReader } from './barcode-reader';

/**
 * The library fetches its .wasm from a CDN unless told otherwise: it comes from the shop itself, a file of the
 * build (Vite's `?url`), allowed by shop.html's policy ('wasm-unsafe-eval'), never a third party.
 */
export function locateZxingFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? wasmUrl : prefix + path;
}

// One object for every load: the library compiles again when its overrides change.
const OVERRIDES: ZXingModuleOverrides = { locateFile: locateZxingFile };

/** A camera picture is read at most this wide: an EAN-13 held up close needs no more, and a cheap phone is slow. */
const MAX_WIDTH = 960;

/** Compiles the WebAssembly now (while the camera's permission is asked), then reads frames drawn on a canvas. */
export async function loadZxingReader(): Promise<BarcodeReader> {
  await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'zxing',
    async read(frame) {
      if (!context || frame.videoWidth === 0) return undefined;
      const scale = Math.min(1, MAX_WIDTH / frame.videoWidth);
      canvas.width = Math.round(frame.videoWidth * scale);
      canvas.height = Math.round(frame.videoHeight * scale);
      context.drawImage(frame, 0, 0, canvas.width, canvas.height);
      const picture = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = await readBarcodes(picture, { formats: ['EAN13'], tryHarder: true, maxNumberOfSymbols: 1 });
      return found.map((barcode) => barcode.text).find(isValidEan13);
    },
  };
}
