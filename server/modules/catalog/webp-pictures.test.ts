import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webpPictures } from './webp-pictures';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`;

describe('webpPictures', () => {
  it('draws an SVG as a WebP of the asked width', async () => {
    const webpOf = webpPictures();
    const picture = await sharp(await webpOf('red', square('#c00'), 20)).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 20, 20]);
  });

  it('draws a picture asked for twice at once only once', () => {
    const webpOf = webpPictures();
    expect(webpOf('red', square('#c00'), 20)).toBe(webpOf('red', square('#c00'), 20));
  });

  it('keeps the most recently asked pictures and draws an older one again', () => {
    const webpOf = webpPictures({ keep: 2 });
    const red = webpOf('red', square('#c00'), 20);
    const green = webpOf('green', square('#0c0'), 20);
    expect(webpOf('red', square('#c00'), 20)).toBe(red);
    webpOf('blue', square('#00c'), 20);
    // Green was the least recently asked for: it went to make room; red stayed.
    expect(webpOf('red', square('#c00'), 20)).toBe(red);
    expect(webpOf('green', square('#0c0'), 20)).not.toBe(green);
  });

  it('forgets a drawing that failed, so the next ask tries again', async () => {
    const webpOf = webpPictures();
    const broken = webpOf('broken', '<svg', 20);
    await expect(broken).rejects.toThrow();
    expect(webpOf('broken', '<svg', 20)).not.toBe(broken);
  });
});
