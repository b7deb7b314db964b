import { sql } from 'drizzle-orm';
import { SUBCATEGORIES } from '../../../contract/categories';
import type { AddProductBody } from '../../../contract/shop-catalog';
import { brandColour } from '../../catalog-data/brands';
import type { Db } from '../../db/client';
import { productIdSeq, type products } from '../../db/schema';
import { latinKeyword } from '../search/search.devanagari';

/** A product the owner adds, by the editor or by a CSV's new line: the same row either way. */
export type NewProduct = Omit<AddProductBody, 'features'> & { features?: string[] };

/** The next id for a product the owner adds (the demo seed moves the sequence past its own ids). */
export async function nextProductId(tx: Db): Promise<number> {
  const result = (await tx.execute(sql`SELECT nextval(${productIdSeq.seqName}) AS id`)) as {
    rows: { id: string | number }[];
  };
  return Number(result.rows[0]?.id);
}

/**
 * The Hindi name's words as the shop's search reads them ('बादाम गिरी' -> 'badam', 'giri'): a search
 * in Devanagari or in Latin letters finds the product at once (decision 112).
 */
export function searchTermsOf(nameHi: string | undefined): string[] {
  if (!nameHi) return [];
  const words = latinKeyword(nameHi.toLowerCase()).split(/\s+/).filter(Boolean);
  return [...new Set(words)];
}

/** The row to insert; the caller has checked `category` is a subcategory (categoryError). */
export function newProductValues(product: NewProduct, id: number, at: Date): typeof products.$inferInsert {
  const shelf = SUBCATEGORIES.find((s) => s.id === product.category);
  return {
    id,
    name: product.name,
    // The form sends an empty Hindi name as ''; a product without one has none.
    nameHi: product.nameHi || null,
    brand: product.brand,
    categoryId: product.category,
    subName: shelf?.subNames[0] ?? product.category,
    kind: product.name,
    packSize: product.packSize,
    barcode: product.barcode ?? null,
    description: product.description,
    features: product.features ?? [],
    specifications: { Brand: product.brand, 'Pack size': product.packSize },
    mrp: product.mrp,
    price: product.price,
    rating: 0,
    reviewCount: 0,
    stock: product.stock,
    lowStockThreshold: product.lowStockThreshold ?? 5,
    popularity: 0,
    purchaseCount: 0,
    colour: brandColour(product.brand),
    searchTerms: searchTermsOf(product.nameHi),
    createdAt: at,
  };
}

/** Why `category` cannot take a product, or undefined when it is a subcategory of the shop. */
export function categoryError(category: string): string | undefined {
  return SUBCATEGORIES.some((s) => s.id === category)
    ? undefined
    : `category must be one of the shop's categories, such as ${SUBCATEGORIES[0]?.id}`;
}
