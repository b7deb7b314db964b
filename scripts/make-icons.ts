/**
 * Draws the PNG app icons from src/assets/kirana-logo.svg with headless Chromium, written with a palette (the
 * logo has a few flat colours): about half the size of an optimised full-colour PNG, the same to the eye.
 * Chromium fetches the 192-pixel icon on every first visit (the manifest's install check).
 * The PNGs are committed; run this only when the logo changes: `node --import tsx scripts/make-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumExecutable } from '../e2e/browser';

const svg = readFileSync(new URL('../src/assets/kirana-logo.svg', import.meta.url), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  // Maskable: full-bleed background, the logo inside the central 60% safe zone.
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch(chromiumExecutable());
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  const logo = icon.maskable ? icon.size * 0.6 : icon.size;
  await page.setContent(
    `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.maskable ? '#0f7a3d' : 'transparent'}">
       <img src="${dataUrl}" width="${logo}" height="${logo}"></body>`,
  );
  const drawn = await page.screenshot({ omitBackground: !icon.maskable });
  await sharp(drawn)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(`public/icons/${icon.file}`);
  await page.close();
}
await browser.close();
console.log('Icons written to public/icons/');
