/**
 * Shapes shared by the catalog generator's data tables (kinds-*.ts, brands.ts) and the
 * generator and image renderer that read them.
 */

/** The silhouette a product's picture is drawn as. */
export type PackShape = 'bag' | 'box' | 'bottle' | 'jar' | 'tube' | 'can';

/**
 * One kind of product on a subcategory's shelf ("Atta", "Toor Dal", "Shampoo") and what
 * the generator needs to make believable products of it.
 * Names are built as: brand + variant + kind + shade + pack size,
 * e.g. "Pampers" + "Active Baby" + "Diapers" + "Medium" + "Pack of 62".
 */
export interface KindDef {
  kind: string;
  /** One of the subcategory's subNames (its shelf). */
  shelf: string;
  brands: readonly string[];
  /** Generic variant names any brand may use; '' means "no variant" (e.g. "Tata Salt 1 kg"). */
  variants: readonly string[];
  /** A brand's own product lines, used instead of `variants` for that brand. */
  brandVariants?: Readonly<Record<string, readonly string[]>>;
  /** Words placed after the kind: lipstick shades, diaper sizes, battery sizes, bulb wattage. */
  shades?: readonly string[];
  /** What a shade is called in the specifications ("Shade", "Size", "Wattage"). */
  shadeLabel?: string;
  /** Pack sizes with the typical MRP in rupees of an ordinary brand's pack of that size. */
  sizes: readonly (readonly [label: string, mrp: number])[];
  /** Hindi/regional words in Latin letters that shoppers type for this kind (lowercase). */
  terms: readonly string[];
  pack: PackShape;
  /** One sentence about what the product is and why people buy it. */
  about: string;
  /** Pool of key features; the generator picks some of them per product. */
  features: readonly string[];
  /** Kind-specific specifications (Shelf Life, Ingredients, Suitable For, ...). */
  specs: Readonly<Record<string, string>>;
  /** Relative share of the subcategory's products; 1 unless said otherwise. */
  weight?: number;
}

export interface SubcategoryTable {
  /** Food gets a Veg/Non-Veg specification (everything this shop sells is vegetarian). */
  food: boolean;
  /** Closing sentences for descriptions; `{brand}` is replaced by the brand. */
  closings: readonly string[];
  /** Generic features mixed in with the kind's own. */
  features: readonly string[];
  kinds: readonly KindDef[];
}
