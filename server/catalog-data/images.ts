import { CATEGORY_ART } from './category-art';
import type { CatalogProduct } from './generate';
import { packShapeFor } from './tables';
import type { PackShape } from './types';

/**
 * Pack shots and category tiles drawn as small SVGs (400x400, a couple of KB), so the demo
 * catalog has pictures without shipping thousands of image files. Three views per product:
 * 0 the front of the pack, 1 the back (details panel and barcode), 2 the pack turned at an
 * angle. Only system fonts, no scripts, no external references; all text is XML-escaped.
 */

type PackInput = Pick<CatalogProduct, 'name' | 'brand' | 'kind' | 'packSize' | 'colour' | 'category'>;

const FONT = 'system-ui, sans-serif';
/** Behind every pack shot; an owner's photo is laid on it too (shop-catalog/picture.ts). */
export const BACKDROP = '#f4f1ea';

export function renderProductSvg(p: PackInput, view: number): string {
  const colour = /^#[0-9a-f]{6}$/i.test(p.colour) ? p.colour.toLowerCase() : '#777777';
  const pack = PACKS[packShapeFor(p.kind, p.category)];
  const ink = inkFor(colour);
  const trim = shade(colour, -0.3);
  const body = `<g fill="${colour}" stroke="${trim}" stroke-width="2">${pack.outline}</g><g fill="${trim}">${pack.parts}</g>`;
  const inner =
    view === 1 ? backView(p, pack, body) : view === 2 ? angleView(p, pack, body, ink) : frontView(p, pack, body, ink);
  return svg(
    `${escapeXml(p.name)}`,
    `<rect width="400" height="400" fill="${BACKDROP}"/><ellipse cx="200" cy="362" rx="112" ry="12" opacity=".13"/>${inner}`,
  );
}

export function renderCategorySvg(subcategory: { id: string; name: string }): string {
  const hue = hashString(subcategory.name) % 360;
  const lines = wrap(subcategory.name, 16, 2);
  const label = lines
    .map((line, i) => text(200, 318 + i * 36 - (lines.length - 1) * 18, 30, escapeXml(line), '#2b2b2b', 700))
    .join('');
  return svg(
    escapeXml(subcategory.name),
    `<rect width="400" height="400" rx="44" fill="hsl(${hue} 70% 92%)"/>` +
      `<circle cx="200" cy="170" r="110" fill="hsl(${hue} 65% 84%)"/>` +
      (CATEGORY_ART[subcategory.id] ?? '') +
      label,
  );
}

// ---------------------------------------------------------------------------------------
// Pack silhouettes

interface Pack {
  /** The body, painted in the brand colour; also the clip for shading in the angle view. */
  outline: string;
  /** Caps, lids, seals: painted a darker shade of the brand colour. */
  parts: string;
  /** Where text may go: centre x, top, bottom and usable width. */
  label: { top: number; bottom: number; width: number };
}

const PACKS: Record<PackShape, Pack> = {
  bag: {
    outline: '<path d="M108 92L118 60H282L292 92V336Q292 352 276 352H124Q108 352 108 336Z"/>',
    parts: '<rect x="118" y="60" width="164" height="16"/>',
    label: { top: 104, bottom: 340, width: 164 },
  },
  box: {
    outline: '<rect x="112" y="70" width="176" height="282" rx="6"/>',
    parts: '<path d="M112 76L128 52H272L288 76Z"/>',
    label: { top: 96, bottom: 340, width: 160 },
  },
  bottle: {
    outline:
      '<path d="M178 60H222L228 92Q264 104 264 142V338Q264 354 248 354H152Q136 354 136 338V142Q136 104 172 92Z"/>',
    parts: '<rect x="174" y="32" width="52" height="30" rx="5"/>',
    label: { top: 150, bottom: 342, width: 120 },
  },
  jar: {
    outline: '<rect x="112" y="126" width="176" height="226" rx="26"/>',
    parts: '<rect x="122" y="90" width="156" height="40" rx="8"/>',
    label: { top: 150, bottom: 340, width: 152 },
  },
  tube: {
    outline: '<path d="M126 62H274L258 300H142Z"/>',
    parts: '<rect x="122" y="48" width="156" height="16" rx="3"/><rect x="168" y="298" width="64" height="52" rx="6"/>',
    label: { top: 84, bottom: 290, width: 124 },
  },
  can: {
    outline: '<rect x="128" y="72" width="144" height="280" rx="16"/>',
    parts: '<rect x="184" y="42" width="32" height="28" rx="4"/><rect x="140" y="66" width="120" height="12" rx="6"/>',
    label: { top: 100, bottom: 340, width: 124 },
  },
};

// ---------------------------------------------------------------------------------------
// Views

function frontView(p: PackInput, pack: Pack, body: string, ink: string): string {
  const { top, bottom, width } = pack.label;
  const brandSize = fitSize(p.brand, width - 8, 34, 13, 0.62);
  let y = top + brandSize;
  let out = body + highlight(pack);
  out += text(200, y, brandSize, escapeXml(clip(p.brand, width, brandSize, 0.62)), ink, 800);
  y += 10;
  out += `<rect x="${200 - width / 2 + 14}" y="${y}" width="${width - 28}" height="2" fill="${ink}" opacity=".5"/>`;
  y += 26;
  for (const line of wrap(productLine(p), Math.floor(width / (17 * 0.55)), 3)) {
    out += text(200, y, 17, escapeXml(line), ink, 600);
    y += 22;
  }
  return out + badge(p.packSize, bottom - 30);
}

function backView(p: PackInput, pack: Pack, body: string): string {
  const { top, bottom, width } = pack.label;
  const x = 200 - width / 2 + 6;
  const w = width - 12;
  const rows: [string, string][] = [
    ['Net Qty', p.packSize],
    ['Type', p.kind],
    ['Brand', p.brand],
  ];
  let out = `${body}<rect x="${x}" y="${top}" width="${w}" height="${bottom - top - 6}" rx="8" fill="#fff"/>`;
  out += text(200, top + 22, fitSize('PRODUCT DETAILS', w - 12, 15, 9, 0.62), 'PRODUCT DETAILS', '#333', 700);
  let y = top + 46;
  // Wide packs fit "key ... value" on one line; bottles and tubes stack the value under its key.
  const stacked = w < 140;
  for (const [key, value] of rows) {
    const shown = escapeXml(clip(value, stacked ? w - 16 : w - 70, 12, 0.55));
    out += `<text x="${x + 8}" y="${y}" font-size="${stacked ? 10 : 12}" fill="#555">${key}</text>`;
    out += stacked
      ? `<text x="${x + 8}" y="${y + 14}" font-size="12" fill="#111" font-weight="600">${shown}</text>`
      : `<text x="${x + w - 8}" y="${y}" font-size="12" fill="#111" font-weight="600" text-anchor="end">${shown}</text>`;
    y += stacked ? 32 : 20;
  }
  // A few grey bars read as the printed small print without spending bytes on it.
  for (let i = 0; i < 3 && y < bottom - 70; i++, y += 12) {
    out += `<rect x="${x + 8}" y="${y}" width="${w - 16 - i * 18}" height="5" fill="#ccc"/>`;
  }
  return out + barcode(p.name, x + w / 2, bottom - 52);
}

function angleView(p: PackInput, pack: Pack, body: string, ink: string): string {
  const { top, bottom, width } = pack.label;
  const mid = (top + bottom) / 2;
  const length = bottom - top - 40;
  const brandSize = fitSize(p.brand, length, 40, 16, 0.62);
  let out = `<g transform="rotate(-9 200 220)"><clipPath id="c">${pack.outline}</clipPath>${body}`;
  // Right-hand side in shadow, a glint on the left: reads as a pack turned towards the light.
  out += `<rect x="${200 + width / 4}" y="0" width="200" height="400" opacity=".22" clip-path="url(#c)"/>`;
  out += `<rect x="${200 - width / 2 + 8}" y="0" width="12" height="400" fill="#fff" opacity=".28" clip-path="url(#c)"/>`;
  out += `<g transform="rotate(-90 190 ${mid})">`;
  out += text(190, mid + brandSize / 3, brandSize, escapeXml(clip(p.brand, length, brandSize, 0.62)), ink, 800);
  out += text(190, mid + brandSize / 3 + 24, 15, escapeXml(clip(p.kind, length, 15, 0.55)), ink, 600);
  return `${out}</g></g>${badge(p.packSize, 318, 286)}`;
}

function highlight(pack: Pack): string {
  return `<clipPath id="c">${pack.outline}</clipPath><rect x="${200 - pack.label.width / 2}" y="0" width="14" height="400" fill="#fff" opacity=".2" clip-path="url(#c)"/>`;
}

/** White pill with the pack size: the one thing every shopper looks for. */
function badge(packSize: string, y: number, cx = 200): string {
  const size = 15;
  const label = clip(packSize, 150, size, 0.58);
  const w = Math.max(56, Math.ceil(label.length * size * 0.58) + 22);
  return (
    `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="26" rx="13" fill="#fff" stroke="#0003"/>` +
    text(cx, y + 18, size, escapeXml(label), '#1a1a1a', 700)
  );
}

/** Bars whose widths come from the product name, so every pack's barcode differs. */
function barcode(seedText: string, cx: number, y: number): string {
  let hash = hashString(seedText);
  let x = cx - 50;
  let d = '';
  while (x < cx + 48) {
    const w = 1 + (hash & 3);
    d += `M${x} ${y}h${w}v34h-${w}z`;
    x += w + 1 + ((hash >>> 2) & 1) * 2;
    hash = (Math.imul(hash, 1103515245) + 12345) >>> 0;
  }
  return `<path d="${d}" fill="#111"/>`;
}

// ---------------------------------------------------------------------------------------
// Text and colour helpers

function svg(label: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" font-family="${FONT}" role="img" aria-label="${label}">${content}</svg>`;
}

function text(x: number, y: number, size: number, content: string, fill: string, weight: number): string {
  return `<text x="${x}" y="${Math.round(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${content}</text>`;
}

/** The name without brand and pack size: "Shudh Chakki Atta" of "Aashirvaad Shudh Chakki Atta 5 kg". */
function productLine(p: PackInput): string {
  let line = p.name;
  if (line.endsWith(p.packSize)) line = line.slice(0, -p.packSize.length);
  if (line.startsWith(p.brand)) line = line.slice(p.brand.length);
  line = line.trim();
  return line || p.kind;
}

/** Largest font size (within bounds) at which `value` fits `width`, by average glyph width. */
function fitSize(value: string, width: number, max: number, min: number, em: number): number {
  return Math.max(min, Math.min(max, Math.floor(width / (Math.max(1, value.length) * em))));
}

/** Cuts text that would overflow `width` at `size`, ending it with an ellipsis. */
function clip(value: string, width: number, size: number, em: number): string {
  const fits = Math.floor(width / (size * em));
  return value.length <= fits ? value : `${value.slice(0, Math.max(1, fits - 1)).trimEnd()}\u2026`;
}

/** Greedy word wrap into at most `maxLines` lines of `maxChars`; the last line is clipped. */
function wrap(value: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = value.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines - 1) {
      current = words.slice(i).join(' ');
      break;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => (line.length > maxChars ? `${line.slice(0, maxChars - 1).trimEnd()}\u2026` : line));
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Black or white, whichever contrasts more with the pack colour (WCAG relative luminance). */
function inkFor(hex: string): string {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#1a1a1a' : '#ffffff';
}

/** Mixes the colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return `#${channels(hex)
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
