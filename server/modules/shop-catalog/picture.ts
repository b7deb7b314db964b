import sharp from 'sharp';
import { PICTURE_SIZES } from '../../../contract/shop-catalog';
import { BACKDROP } from '../../catalog-data/images';

/** What a picture may be, read from its bytes by sharp: the file name and Content-Type are only claims. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A 200-megapixel phone camera's full size; a picture with more pixels is refused before it is decoded (a
 * small file can claim a huge image, and decoding it would take gigabytes).
 */
export const PICTURE_MAX_PIXELS = 200_000_000;

export type PictureRefusal = 'type' | 'pixels';

/**
 * The owner's photo as the catalog keeps it (decision 112): turned upright by its EXIF orientation, laid on
 * the pack shots' backdrop in each of PICTURE_SIZES' squares, WebP like the demo's pictures, with no metadata
 * at all (EXIF with the phone's GPS position, XMP, ICC): sharp writes none unless asked to.
 */
export async function catalogPictures(
  bytes: Uint8Array,
): Promise<{ sizes: { size: string; webp: Buffer }[] } | PictureRefusal> {
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(bytes).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    return 'type';
  }
  if (!format || !PICTURE_FORMATS.has(format)) return 'type';
  if (pixels > PICTURE_MAX_PIXELS) return 'pixels';
  try {
    const sizes = await Promise.all(
      Object.entries(PICTURE_SIZES).map(async ([size, width]) => ({
        size,
        webp: await sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS })
          .rotate()
          .resize(width, width, { fit: 'contain', background: BACKDROP })
          .flatten({ background: BACKDROP })
          .webp({ quality: 75 })
          .toBuffer(),
      })),
    );
    return { sizes };
  } catch {
    // A truncated or corrupt file of a right type: not a picture the shop can show.
    return 'type';
  }
}
