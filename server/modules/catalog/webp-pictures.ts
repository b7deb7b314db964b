import sharp from 'sharp';

/**
 * The catalog's pictures as WebP, drawn from their SVGs. A phone draws an SVG `<img>` as a small
 * document of its own, parsed, laid out (with its pack text) and painted on the page's main thread,
 * one task per picture; a WebP is decoded off it (decision 024).
 *
 * Each picture is drawn once and kept (a few KB each, the most recent `keep`); a picture asked for
 * again while it is being drawn waits for that drawing.
 */
export function webpPictures({ keep = 3000 } = {}) {
  const drawn = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  return function webpOf(key: string, svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
    const kept = drawn.get(key);
    if (kept) {
      // Most recently used last, so the oldest is first to go.
      drawn.delete(key);
      drawn.set(key, kept);
      return kept;
    }
    const drawing = sharp(Buffer.from(svg))
      .resize(width)
      .webp({ quality: 75 })
      .toBuffer()
      .then((picture) => new Uint8Array(picture));
    drawn.set(key, drawing);
    drawing.catch(() => drawn.delete(key));
    if (drawn.size > keep) drawn.delete(drawn.keys().next().value as string);
    return drawing;
  };
}
