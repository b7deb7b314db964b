import { describe, expect, it } from 'vitest';
import { SUBCATEGORIES, SUBCATEGORY_IDS } from '../../contract/categories';
import { REGULAR_SHELF_LIFE } from '../../contract/specifications';
import { BRANDS } from './brands';
import { textsWithHindi } from './catalog-words';
import { CATEGORY_ART } from './category-art';
import {
  apportion,
  type CatalogProduct,
  DEFAULT_COUNTS,
  generateCatalog,
  productName,
  specificationsInHindi,
} from './generate';
import { renderCategorySvg, renderProductSvg } from './images';
import { CATALOG_TABLES } from './tables';

// Generated once and shared: every test below reads, none mutates.
const catalog = generateCatalog();

function bySubcategory(products: readonly CatalogProduct[]): Map<string, CatalogProduct[]> {
  const groups = new Map<string, CatalogProduct[]>();
  for (const p of products) {
    const group = groups.get(p.category);
    if (group) group.push(p);
    else groups.set(p.category, [p]);
  }
  return groups;
}

describe('generateCatalog counts', () => {
  it('defaults to the static counts of contract/categories.ts, 2,940 in all', () => {
    expect(DEFAULT_COUNTS).toEqual(Object.fromEntries(SUBCATEGORIES.map((s) => [s.id, s.staticItemCount])));
    expect(DEFAULT_COUNTS).toMatchObject({
      Groceries: 520,
      'Cooking Oils': 82,
      'Dals & Flours': 95,
      'Spices & Dry Fruits': 190,
      Snacks: 275,
      Beverages: 175,
      'Personal Care': 310,
      'Hair Care': 215,
      'Baby Care': 248,
      'Beauty & Cosmetics': 432,
      'Household Cleaning': 158,
      'Home Essentials': 240,
    });
    expect(catalog).toHaveLength(2940);
    const groups = bySubcategory(catalog);
    for (const id of SUBCATEGORY_IDS) expect(groups.get(id)?.length, id).toBe(DEFAULT_COUNTS[id]);
  });

  it('numbers products 1..N in order', () => {
    expect(catalog.map((p) => p.id)).toEqual(Array.from({ length: catalog.length }, (_, i) => i + 1));
  });

  it('splits a requested total proportionally and exactly', () => {
    const big = generateCatalog({ total: 100_000 });
    expect(big).toHaveLength(100_000);
    expect(new Set(big.map((p) => p.id)).size).toBe(100_000);
    const groups = bySubcategory(big);
    for (const id of SUBCATEGORY_IDS) {
      const expected = (100_000 * (DEFAULT_COUNTS[id] ?? 0)) / 2940;
      expect(Math.abs((groups.get(id)?.length ?? 0) - expected), id).toBeLessThan(1);
    }
    expect(generateCatalog({ total: 7 })).toHaveLength(7);
    expect(generateCatalog({ total: 0 })).toEqual([]);
  });

  it('rejects a total that is not a whole number', () => {
    expect(() => generateCatalog({ total: -1 })).toThrow(RangeError);
    expect(() => generateCatalog({ total: 1.5 })).toThrow(RangeError);
  });

  it('apportions by largest remainder', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(5, [0, 2, 3])).toEqual([0, 2, 3]);
    expect(apportion(3, [0, 0])).toEqual([0, 0]);
  });
});

describe('generateCatalog determinism', () => {
  it('gives identical output for identical options', () => {
    expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify(catalog));
    expect(generateCatalog({ total: 500, seed: 7 })).toEqual(generateCatalog({ total: 500, seed: 7 }));
  });

  it('gives a different catalog for a different seed', () => {
    const other = generateCatalog({ seed: 99 });
    expect(other.map((p) => p.name)).not.toEqual(catalog.map((p) => p.name));
  });
});

describe('every product', () => {
  const subNames = new Map(SUBCATEGORIES.map((s) => [s.id, s.subNames]));

  it('is well formed', () => {
    for (const p of catalog) {
      const where = `#${p.id} ${p.name}`;
      expect(SUBCATEGORY_IDS, where).toContain(p.category);
      expect(subNames.get(p.category), where).toContain(p.subName);
      expect(p.name.endsWith(p.packSize), where).toBe(true);
      expect(p.brand.length, where).toBeGreaterThan(0);
      expect(p.kind.length, where).toBeGreaterThan(0);
      expect(p.description.length, where).toBeGreaterThan(40);
      expect(p.description, where).not.toMatch(/lorem|\{brand\}|undefined/i);
      expect(p.features.length, where).toBeGreaterThanOrEqual(3);
      expect(p.features.length, where).toBeLessThanOrEqual(5);
      expect(new Set(p.features).size, where).toBe(p.features.length);
      expect(p.specifications.Brand, where).toBe(p.brand);
      expect(p.specifications['Pack Size'], where).toBe(p.packSize);
      expect(p.specifications['Country of Origin'], where).toBeTruthy();
      expect(p.colour, where).toMatch(/^#[0-9a-f]{6}$/);
      for (const n of [p.mrp, p.price, p.stock, p.popularity, p.purchaseCount]) {
        expect(Number.isInteger(n), where).toBe(true);
        expect(n, where).toBeGreaterThanOrEqual(0);
      }
      expect(p.price, where).toBeGreaterThan(0);
      expect(p.price, where).toBeLessThanOrEqual(p.mrp);
      expect(p.appeal, where).toBeGreaterThanOrEqual(2.5);
      expect(p.appeal, where).toBeLessThanOrEqual(5);
      // No invented rating or review count: those come from the reviews (demo-reviews.ts).
      expect(p, where).not.toHaveProperty('rating');
      expect(p, where).not.toHaveProperty('reviewCount');
      expect(p.stock, where).toBeLessThanOrEqual(500);
      expect(p.popularity, where).toBeLessThanOrEqual(100_000);
      expect(p.createdAt >= '2024-01-01T00:00:00.000Z' && p.createdAt <= '2025-10-31T23:59:59.999Z', where).toBe(true);
      expect(new Date(p.createdAt).toISOString(), where).toBe(p.createdAt);
      for (const term of p.searchTerms) expect(term, where).toBe(term.toLowerCase());
    }
  });

  it('food carries a Veg mark, and only food', () => {
    const food = catalog.filter((p) => CATALOG_TABLES[p.category]?.food);
    expect(food.length).toBeGreaterThan(1000);
    for (const p of food) expect(p.specifications['Veg/Non-Veg']).toBe('Veg');
    expect(catalog.find((p) => p.category === 'Household Cleaning')?.specifications['Veg/Non-Veg']).toBeUndefined();
  });
});

describe('catalog realism', () => {
  it('has unique names with no stutter like "Organic Organic"', () => {
    expect(new Set(catalog.map((p) => p.name)).size / catalog.length).toBeGreaterThan(0.99);
    for (const p of catalog) {
      const rest = p.name.startsWith(p.brand) ? p.name.slice(p.brand.length) : p.name;
      expect(rest.replace('Peri Peri', ''), p.name).not.toMatch(/\b(\w+) \1\b/i);
    }
  });

  it('puts about 5% out of stock and features at least two per subcategory', () => {
    const outOfStock = catalog.filter((p) => p.stock === 0).length / catalog.length;
    expect(outOfStock).toBeGreaterThan(0.02);
    expect(outOfStock).toBeLessThan(0.1);
    const featured = catalog.filter((p) => p.featured);
    expect(featured.length / catalog.length).toBeGreaterThan(0.015);
    expect(featured.length / catalog.length).toBeLessThan(0.03);
    for (const p of featured) expect(p.stock).toBeGreaterThan(0);
    for (const [id, products] of bySubcategory(catalog)) {
      expect(products.filter((p) => p.featured).length, id).toBeGreaterThanOrEqual(2);
    }
  });

  it('sells about a quarter at MRP and discounts the rest by 3-40%', () => {
    const fullPrice = catalog.filter((p) => p.price === p.mrp).length / catalog.length;
    expect(fullPrice).toBeGreaterThan(0.18);
    expect(fullPrice).toBeLessThan(0.32);
    for (const p of catalog) {
      if (p.price === p.mrp || p.mrp < 25) continue; // ₹10 packs round to whole rupees
      const off = 1 - p.price / p.mrp;
      expect(off, p.name).toBeGreaterThanOrEqual(0.025);
      expect(off, p.name).toBeLessThanOrEqual(0.41);
    }
  });

  it('bunches the hidden appeal around 3.8-4.6, the demo reviews then gathering there', () => {
    const appeal = catalog.map((p) => p.appeal);
    expect(appeal.filter((a) => a >= 3.8 && a <= 4.6).length / appeal.length).toBeGreaterThan(0.7);
  });

  it('prices staples like an Indian shop would', () => {
    const mrps = (kind: string, size: string) =>
      catalog.filter((p) => p.kind === kind && p.packSize === size).map((p) => p.mrp);
    for (const mrp of mrps('Atta', '5 kg')) {
      expect(mrp).toBeGreaterThan(200);
      expect(mrp).toBeLessThan(450);
    }
    for (const mrp of mrps('Toor Dal', '1 kg')) {
      expect(mrp).toBeGreaterThan(130);
      expect(mrp).toBeLessThan(300);
    }
    const parleG = catalog.filter((p) => p.name.startsWith('Parle-G ') && p.packSize === '50 g');
    for (const p of parleG) expect(p.mrp).toBe(10);
  });

  it('stocks several brands in every subcategory, each brand with a known colour', () => {
    for (const [id, products] of bySubcategory(catalog)) {
      expect(new Set(products.map((p) => p.brand)).size, id).toBeGreaterThanOrEqual(8);
    }
    for (const table of Object.values(CATALOG_TABLES)) {
      for (const kind of table.kinds) for (const brand of kind.brands) expect(BRANDS, brand).toHaveProperty([brand]);
    }
    expect(catalog.find((p) => p.brand === 'Amul')?.colour).toBe('#0072bc');
  });

  it('knows the words shoppers type', () => {
    const terms = new Set(catalog.flatMap((p) => p.searchTerms));
    for (const word of [
      'atta',
      'chawal',
      'haldi',
      'namak',
      'sabun',
      'jeera',
      'cheeni',
      'arhar',
      'chai',
      'tel',
      'gur',
    ]) {
      expect(terms, word).toContain(word);
    }
    const toor = catalog.find((p) => p.kind === 'Toor Dal');
    expect(toor?.searchTerms).toEqual(expect.arrayContaining(['arhar', 'tuvar', 'toor']));
  });
});

describe('productName', () => {
  it('builds brand + variant + kind + shade + size without repeating itself', () => {
    expect(productName('Pampers', 'Active Baby', 'Diapers', 'Medium', 'Pack of 62')).toBe(
      'Pampers Active Baby Diapers Medium Pack of 62',
    );
    expect(productName('Tata', '', 'Salt', '', '1 kg')).toBe('Tata Salt 1 kg');
    expect(productName('Parle', 'Parle-G', 'Biscuits', '', '100 g')).toBe('Parle-G Biscuits 100 g');
    expect(productName('Tata Tea', 'Premium', 'Tea', '', '1 kg')).toBe('Tata Tea Premium 1 kg');
    expect(productName('24 Mantra Organic', 'Organic', 'Atta', '', '5 kg')).toBe('24 Mantra Organic Atta 5 kg');
  });
});

describe('images', () => {
  const sample = [
    catalog.find((p) => p.brand === "Haldiram's"),
    catalog.find((p) => p.brand === 'Head & Shoulders'),
    catalog.find((p) => p.brand === 'Minimalist'),
    ...SUBCATEGORIES.map((s) => catalog.find((p) => p.category === s.id)),
  ].filter((p): p is CatalogProduct => p !== undefined);

  it('draws three different, small, well-formed views of a pack', () => {
    for (const p of sample) {
      const views = [0, 1, 2].map((v) => renderProductSvg(p, v));
      expect(new Set(views).size, p.name).toBe(3);
      for (const svg of views) {
        expect(svg.startsWith('<svg'), p.name).toBe(true);
        expect(svg.endsWith('</svg>'), p.name).toBe(true);
        expect(svg, p.name).toContain('viewBox="0 0 400 400"');
        expect(svg.length, p.name).toBeLessThan(4096);
        expect(svg, p.name).not.toMatch(/<script|href=|@import|url\(http/i);
        // Every tag closes and no raw & or ' survives escaping.
        expect(svg.replace(/&(amp|lt|gt|quot|apos);/g, ''), p.name).not.toMatch(/[&']/);
        expect((svg.match(/<text/g) ?? []).length).toBe((svg.match(/<\/text>/g) ?? []).length);
      }
      expect(views[0]).toContain(p.brand.replaceAll('&', '&amp;').replaceAll("'", '&apos;'));
    }
  });

  it('escapes names with & and apostrophes', () => {
    const p = catalog.find((x) => x.brand === 'Head & Shoulders');
    expect(p).toBeDefined();
    if (!p) return;
    expect(renderProductSvg(p, 0)).toContain('Head &amp; Shoulders');
    const haldiram = catalog.find((x) => x.brand === "Haldiram's");
    if (haldiram) expect(renderProductSvg(haldiram, 0)).toContain('Haldiram&apos;s');
  });

  it('keeps the average pack shot under 3 KB', () => {
    let bytes = 0;
    for (const p of catalog) for (const v of [0, 1, 2]) bytes += renderProductSvg(p, v).length;
    expect(bytes / (catalog.length * 3)).toBeLessThan(3072);
  });

  it('draws a category tile with its own picture and escaped name', () => {
    // One drawing for each subcategory, each its own.
    expect(Object.keys(CATEGORY_ART).sort()).toEqual(SUBCATEGORIES.map((s) => s.id).sort());
    expect(new Set(Object.values(CATEGORY_ART)).size).toBe(SUBCATEGORIES.length);
    for (const s of SUBCATEGORIES) {
      const svg = renderCategorySvg(s);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain(s.name.replaceAll('&', '&amp;').split(' ')[0]);
      expect(svg).toMatch(/<(path|circle|ellipse|rect)\b/);
      expect(svg).toContain(CATEGORY_ART[s.id]);
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it('draws every picture with shapes, never with an emoji glyph an old phone may lack', () => {
    const emoji = /\p{Extended_Pictographic}/u;
    for (const s of SUBCATEGORIES) expect(renderCategorySvg(s)).not.toMatch(emoji);
    for (const p of catalog.filter((_, i) => i % 7 === 0)) {
      for (const v of [0, 1, 2]) expect(renderProductSvg(p, v)).not.toMatch(emoji);
    }
  });
});

describe('the catalog in Hindi', () => {
  const DEVANAGARI = /[\u0900-\u097F]/;

  it("writes each product's description, features and its kind's specifications in Hindi, its name as printed", () => {
    for (const product of catalog) {
      const hindi = product.translations.hi;
      const title = product.name.slice(0, product.name.length - product.packSize.length).trim();
      expect(hindi?.description.startsWith(`${title}, `), product.name).toBe(true);
      expect(hindi?.description).toMatch(DEVANAGARI);
      expect(hindi?.description.endsWith('।'), hindi?.description).toBe(true);
      expect(hindi?.description).not.toContain('{brand}');
      expect(hindi?.features).toHaveLength(product.features.length);
      expect(hindi?.specifications?.Type).toMatch(DEVANAGARI);
    }
    const atta = catalog.find((p) => p.kind === 'Atta' && p.packSize === '5 kg');
    const title = atta?.name.replace(/ 5 kg$/, '');
    expect(atta?.translations.hi?.description).toMatch(new RegExp(`^${title}, 5 kg का पैक। साबुत गेहूँ`));
    expect(atta?.translations.hi?.specifications).toMatchObject({ Type: 'आटा', Ingredients: 'साबुत गेहूँ का आटा' });
    const pack = catalog.find((p) => p.packSize === 'Pack of 62');
    expect(pack?.translations.hi?.description).toContain(', 62 का पैक। ');
  });

  it('has Hindi for every text the kind tables write, and none for a text they no longer write', () => {
    const written = new Set(['Certified organic']);
    for (const table of Object.values(CATALOG_TABLES)) {
      for (const text of [...table.closings, ...table.features]) written.add(text);
      for (const kind of table.kinds) {
        for (const text of [kind.kind, kind.about, ...kind.features, ...Object.values(kind.specs)]) written.add(text);
        // Throws for a specification value without Hindi (a feature or sentence without it fails below).
        specificationsInHindi(kind);
      }
    }
    const withHindi = new Set(textsWithHindi());
    const wordedOnThePhone = (text: string) =>
      REGULAR_SHELF_LIFE.test(text) || /^(Veg|India|USA|Chile|UAE)$/.test(text);
    const missing = [...written].filter((text) => !withHindi.has(text) && !wordedOnThePhone(text));
    expect(missing).toEqual([]);
    expect([...withHindi].filter((text) => !written.has(text))).toEqual([]);
  });
});
