import type { CatalogWords, ProductTranslations } from '../../contract/catalog';
import { SUBCATEGORIES } from '../../contract/categories';
import { REGULAR_SHELF_LIFE } from '../../contract/specifications';
import { BRAND_ORIGIN, brandColour, brandPriceFactor } from './brands';
import { hindiOf } from './catalog-words';
import { CATALOG_TABLES } from './tables';
import type { KindDef, SubcategoryTable } from './types';

/**
 * The demo catalog: a deterministic, realistic Indian grocery range generated from the
 * kind tables (kinds-*.ts) and brand table (brands.ts). Same options, same bytes: all
 * randomness comes from one seeded PRNG consumed in a fixed order, and no clock is read.
 */

export interface CatalogProduct {
  id: number;
  name: string;
  brand: string;
  category: string;
  subName: string;
  kind: string;
  packSize: string;
  description: string;
  features: string[];
  specifications: Record<string, string>;
  /** The description, features and the kind's specification values in Hindi (names stay as printed). */
  translations: ProductTranslations;
  mrp: number;
  price: number;
  /**
   * How well shoppers like it, 2.5 to 5: never shown (a product's rating is the average of its real
   * reviews); the demo reviews' stars gather around it (demo-reviews.ts) and featured picks favour it.
   */
  appeal: number;
  stock: number;
  popularity: number;
  purchaseCount: number;
  createdAt: string;
  colour: string;
  featured: boolean;
  searchTerms: string[];
}

/** Products per subcategory when no total is asked for: the counts the spec shows (2,940 in all). */
export const DEFAULT_COUNTS: Record<string, number> = Object.fromEntries(
  SUBCATEGORIES.map((sub) => [sub.id, sub.staticItemCount]),
);

export const DEFAULT_SEED = 20_240_101;

const OUT_OF_STOCK_SHARE = 0.05;
const FEATURED_SHARE = 0.02;
const FULL_PRICE_SHARE = 0.25;
const CREATED_FROM = Date.UTC(2024, 0, 1);
const CREATED_TO = Date.UTC(2025, 9, 31, 23, 59, 59);

export function generateCatalog(options?: { total?: number; seed?: number }): CatalogProduct[] {
  const counts = options?.total === undefined ? DEFAULT_COUNTS : countsForTotal(options.total);
  const rng = new Rng(options?.seed ?? DEFAULT_SEED);
  const usedNames = new Set<string>();
  const products: CatalogProduct[] = [];

  for (const sub of SUBCATEGORIES) {
    const table = CATALOG_TABLES[sub.id];
    const count = counts[sub.id] ?? 0;
    if (!table || count === 0) continue;
    const start = products.length;
    for (const draft of draftSubcategory(table, count, rng, usedNames)) {
      products.push(finishProduct(products.length + 1, sub.id, table, draft, rng));
    }
    markFeatured(products.slice(start), rng);
  }
  return products;
}

/** Splits `total` over the subcategories in proportion to DEFAULT_COUNTS, summing exactly. */
function countsForTotal(total: number): Record<string, number> {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`total must be a whole number >= 0, got ${total}`);
  const ids = SUBCATEGORIES.map((sub) => sub.id);
  const shares = apportion(
    total,
    ids.map((id) => DEFAULT_COUNTS[id] ?? 0),
  );
  return Object.fromEntries(ids.map((id, i) => [id, shares[i] ?? 0]));
}

/** Largest-remainder apportionment: integer shares proportional to weights, summing to total. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  // Ties go to the earlier index so the split never depends on sort stability.
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left-- <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

// ---------------------------------------------------------------------------------------
// Randomness

/** mulberry32 with a few helpers; small, fast and identical on every JS engine. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const a = items[i] as T;
      items[i] = items[j] as T;
      items[j] = a;
    }
    return items;
  }
}

// ---------------------------------------------------------------------------------------
// Names: which brand/variant/shade/size each product is

interface Draft {
  kind: KindDef;
  brand: string;
  variant: string;
  shade: string;
  packSize: string;
  /** MRP of the pack before brand/variant adjustments. */
  baseMrp: number;
  name: string;
}

interface Combo {
  brand: string;
  variant: string;
  shade: string;
  size: string;
  mrp: number;
}

/**
 * Chooses `count` products for one subcategory. Kinds get shares by weight; within a kind
 * every brand x variant x shade x size combination is listed and shuffled, and products
 * take them in turn, so names stay unique without numbering. When a kind runs out of
 * combinations (only with large totals) it goes round again as multipacks ("(Pack of 2)").
 */
function draftSubcategory(table: SubcategoryTable, count: number, rng: Rng, usedNames: Set<string>): Draft[] {
  const kindCounts = apportion(
    count,
    table.kinds.map((k) => k.weight ?? 1),
  );
  const slots: KindDef[] = [];
  table.kinds.forEach((kind, i) => {
    for (let n = 0; n < (kindCounts[i] ?? 0); n++) slots.push(kind);
  });
  rng.shuffle(slots); // interleave kinds so id order is not "all atta, then all rice"

  const cursors = new Map<KindDef, { combos: Combo[]; next: number; round: number }>();
  const drafts: Draft[] = [];
  for (const kind of slots) {
    let cursor = cursors.get(kind);
    if (!cursor) {
      cursor = { combos: rng.shuffle(combosOf(kind)), next: 0, round: 1 };
      cursors.set(kind, cursor);
    }
    for (;;) {
      if (cursor.next >= cursor.combos.length) {
        cursor.next = 0;
        cursor.round++;
      }
      const combo = cursor.combos[cursor.next++] as Combo;
      const packSize = cursor.round === 1 ? combo.size : `${combo.size} (Pack of ${cursor.round})`;
      const name = productName(combo.brand, combo.variant, kind.kind, combo.shade, packSize);
      if (usedNames.has(name)) continue;
      usedNames.add(name);
      drafts.push({
        kind,
        brand: combo.brand,
        variant: combo.variant,
        shade: combo.shade,
        packSize,
        // A multipack costs a little less than its packs bought one by one.
        baseMrp: cursor.round === 1 ? combo.mrp : combo.mrp * cursor.round * 0.96,
        name,
      });
      break;
    }
  }
  return drafts;
}

function combosOf(kind: KindDef): Combo[] {
  const combos: Combo[] = [];
  for (const brand of kind.brands) {
    for (const variant of kind.brandVariants?.[brand] ?? kind.variants) {
      for (const shade of kind.shades ?? ['']) {
        for (const [size, mrp] of kind.sizes) combos.push({ brand, variant, shade, size, mrp });
      }
    }
  }
  return combos;
}

/**
 * brand + variant + kind + shade + size, the way packs are listed in Indian shops, with
 * three clean-ups: a variant that already carries the brand ("Parle-G" from Parle) stands
 * in for it, a variant the brand already says ("Organic" of 24 Mantra Organic) is dropped,
 * and a kind already named by the brand or variant ("Tata Tea Premium") is not repeated.
 */
export function productName(brand: string, variant: string, kind: string, shade: string, packSize: string): string {
  const showBrand = !variant.startsWith(brand);
  const showVariant = !containsWords(brand, variant); // "24 Mantra Organic" + "Organic"
  const lead = [showBrand ? brand : '', showVariant ? variant : ''].filter(Boolean).join(' ');
  const showKind = !containsWords(lead, kind);
  return [lead, showKind ? kind : '', shade, packSize].filter(Boolean).join(' ');
}

function containsWords(text: string, words: string): boolean {
  return ` ${text.toLowerCase()} `.includes(` ${words.toLowerCase()} `);
}

// ---------------------------------------------------------------------------------------
// Everything else about a product

function finishProduct(id: number, category: string, table: SubcategoryTable, d: Draft, rng: Rng): CatalogProduct {
  const mrp = roundMrp(d.baseMrp, d.brand, `${d.variant} ${d.shade}`, rng);
  const price = rng.chance(FULL_PRICE_SHARE) ? mrp : discounted(mrp, rng);
  const appeal = randomAppeal(rng);
  const demand = randomDemand(rng);
  const popularity = Math.min(100_000, Math.floor(100_000 * (0.6 * Math.sqrt(demand / 25_000) + 0.4 * rng.next())));
  const purchaseCount = Math.round((popularity / 10) * (0.7 + 0.6 * rng.next()));
  const stock = rng.chance(OUT_OF_STOCK_SHARE) ? 0 : 1 + Math.floor(499 * skewLow(rng.next()));
  const createdAt = new Date(
    CREATED_FROM + Math.floor((rng.next() * (CREATED_TO - CREATED_FROM)) / 1000) * 1000,
  ).toISOString();

  const description = describeProduct(table, d, rng);
  const features = pickFeatures(table, d, rng);
  const hindi: CatalogWords = {
    description: description.hi,
    features: features.map(hindiOf),
    specifications: specificationsInHindi(d.kind),
  };
  return {
    id,
    name: d.name,
    brand: d.brand,
    category,
    subName: d.kind.shelf,
    kind: d.kind.kind,
    packSize: d.packSize,
    description: description.en,
    features,
    specifications: specify(table, d),
    translations: { hi: hindi },
    mrp,
    price,
    appeal,
    stock,
    popularity,
    purchaseCount,
    createdAt,
    colour: brandColour(d.brand),
    featured: false,
    searchTerms: searchTermsFor(d),
  };
}

/** Organic, premium and cold-pressed lines cost more; everyday lines a little less. */
const VARIANT_PRICE: readonly (readonly [RegExp, number])[] = [
  [/\bA2\b/, 1.6],
  [/organic/i, 1.3],
  [/cold pressed|wood pressed|medjool|mamra|lakadong/i, 1.35],
  [/premium|gold|select|platinum|ultra|\bpro\b|royal|silk|w240/i, 1.15],
  [/lite|everyday|rozana|standard|choice/i, 0.92],
];

function roundMrp(base: number, brand: string, variantText: string, rng: Rng): number {
  // ₹10 and ₹20 packs are fixed price points: no brand or variant adjustment.
  if (base < 25) return Math.round(base);
  let value = base * brandPriceFactor(brand) * (0.92 + 0.16 * rng.next());
  const rule = VARIANT_PRICE.find(([re]) => re.test(variantText));
  if (rule) value *= rule[1];
  if (value < 25) return Math.max(5, Math.round(value));
  if (value < 100) return Math.max(25, Math.round(value / 5) * 5);
  // Bigger packs are priced like shops price them: ₹285, ₹299, ₹1,049.
  const step = value < 1000 ? 5 : 10;
  const rounded = Math.round(value / step) * step;
  return rounded % 10 === 0 && rng.chance(0.45) ? rounded - 1 : rounded;
}

/** 3-40% off, mostly small discounts. */
function discounted(mrp: number, rng: Rng): number {
  const u = rng.next();
  const off = 0.03 + 0.37 * u * u;
  return Math.max(1, Math.min(mrp - 1, Math.floor(mrp * (1 - off))));
}

/** 2.5-5.0, bunched around 4.2 (3.8-4.6), with a thin tail of poorly rated products. */
function randomAppeal(rng: Rng): number {
  const value = rng.chance(0.06) ? 2.5 + 1.3 * rng.next() : 4.2 + (rng.next() + rng.next() + rng.next() - 1.5) * 0.55;
  return Math.min(5, Math.max(2.5, Math.round(value * 10) / 10));
}

/** How much a product sells, on a scale of 0 to 25,000: mostly modest, a handful of bestsellers; feeds popularity. */
function randomDemand(rng: Rng): number {
  if (rng.chance(0.03)) return 0;
  const u = rng.next();
  return 1 + rng.int(30) + Math.floor(24_950 * u * u * u * u * u);
}

/** u^1.5: more products with modest stock than with 500 units. */
function skewLow(u: number): number {
  return u * Math.sqrt(u);
}

/** The description in English and in Hindi: the product's name as printed, its pack, the kind's sentence, a closing. */
function describeProduct(table: SubcategoryTable, d: Draft, rng: Rng): { en: string; hi: string } {
  const title = d.name.slice(0, d.name.length - d.packSize.length).trim();
  const closing = rng.pick(table.closings);
  return {
    en: `${title}${packInEnglish(d.packSize)} ${d.kind.about} ${closing.replaceAll('{brand}', d.brand)}`,
    hi: `${title}${packInHindi(d.packSize)} ${hindiOf(d.kind.about)} ${hindiOf(closing).replaceAll('{brand}', d.brand)}`,
  };
}

const MULTIPACK = /^(.*) \(Pack of (\d+)\)$/;

function packInEnglish(packSize: string): string {
  const multipack = MULTIPACK.exec(packSize);
  if (multipack) return `, a value pack of ${multipack[2]} x ${multipack[1]}.`;
  return /^\d/.test(packSize) ? ` in ${article(packSize)} ${packSize} pack.` : `, ${lowerFirst(packSize)}.`;
}

/** ", 5 kg का पैक।", ", 62 का पैक।" (from "Pack of 62"). */
function packInHindi(packSize: string): string {
  const multipack = MULTIPACK.exec(packSize);
  if (multipack) return `, ${multipack[2]} x ${multipack[1]} का वैल्यू पैक।`;
  return `, ${packSize.replace(/^Pack of /, '')} का पैक।`;
}

/** "an 80 g pack", "an 18 ml pack", "an 11 kg pack", otherwise "a". */
function article(quantity: string): string {
  return /^(8|1[18](?!\d))/.test(quantity) ? 'an' : 'a';
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** 3-5 features: mostly the kind's own, topped up with general ones, never repeated. */
function pickFeatures(table: SubcategoryTable, d: Draft, rng: Rng): string[] {
  const wanted = 3 + rng.int(3);
  const features = rng.shuffle([...d.kind.features]).slice(0, wanted - 1 - rng.int(2));
  if (/organic/i.test(d.variant)) features.push('Certified organic');
  for (const f of rng.shuffle([...table.features])) {
    if (features.length >= wanted) break;
    if (!features.includes(f)) features.push(f);
  }
  return features;
}

function specify(table: SubcategoryTable, d: Draft): Record<string, string> {
  const { 'Country of Origin': kindOrigin, ...kindSpecs } = d.kind.specs;
  const specs: Record<string, string> = { Brand: d.brand, Type: d.kind.kind };
  if (d.variant) specs.Variant = d.variant;
  if (d.shade) specs[d.kind.shadeLabel ?? 'Shade'] = d.shade;
  specs['Pack Size'] = d.packSize;
  if (table.food) specs['Veg/Non-Veg'] = 'Veg';
  Object.assign(specs, kindSpecs);
  specs['Country of Origin'] = kindOrigin ?? BRAND_ORIGIN[d.brand] ?? 'India';
  return specs;
}

/**
 * The specification values the kind tables write, in Hindi, by label: the kind itself ("Type") and its own
 * values. Brand, variant, shade and pack size are as printed; shelf life, veg and the country of origin the
 * phone words itself (specification-words.ts), as it does for a shop's own products.
 */
export function specificationsInHindi(kind: KindDef): Record<string, string> {
  const specs: Record<string, string> = { Type: hindiOf(kind.kind) };
  for (const [label, value] of Object.entries(kind.specs)) {
    if (!WORDED_ON_THE_PHONE.has(label) && !(label === 'Shelf Life' && REGULAR_SHELF_LIFE.test(value))) {
      specs[label] = hindiOf(value);
    }
  }
  return specs;
}

const WORDED_ON_THE_PHONE = new Set(['Country of Origin', 'Veg/Non-Veg']);

/** Words shoppers type for a flavour or ingredient named in the variant. */
const VARIANT_TERMS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/elaichi|cardamom/i, ['elaichi']],
  [/haldi|turmeric/i, ['haldi']],
  [/tulsi/i, ['tulsi']],
  [/neem/i, ['neem']],
  [/amla/i, ['amla']],
  [/pudina|mint/i, ['pudina']],
  [/sandal|chandan/i, ['chandan']],
  [/\brose\b|gulab/i, ['gulab']],
  [/mango|aam/i, ['aam']],
  [/lemon|lime|nimbu/i, ['nimbu']],
  [/garlic|lasun|lehsun/i, ['lehsun']],
  [/kesar|saffron/i, ['kesar']],
  [/jeera|cumin/i, ['jeera']],
  [/masala/i, ['masala']],
  [/almond|badam/i, ['badam']],
];

function searchTermsFor(d: Draft): string[] {
  const terms = new Set(d.kind.terms.map((t) => t.toLowerCase()));
  for (const [re, words] of VARIANT_TERMS) {
    if (re.test(d.variant)) for (const w of words) terms.add(w);
  }
  return [...terms];
}

/** About 2% of each subcategory, at least two, chosen from well-rated products in stock. */
function markFeatured(products: CatalogProduct[], rng: Rng): void {
  const wanted = Math.min(products.length, Math.max(2, Math.round(products.length * FEATURED_SHARE)));
  const good = rng.shuffle(products.filter((p) => p.stock > 0 && p.appeal >= 4));
  const rest = rng.shuffle(products.filter((p) => !(p.stock > 0 && p.appeal >= 4)));
  for (const p of [...good, ...rest].slice(0, wanted)) p.featured = true;
}
