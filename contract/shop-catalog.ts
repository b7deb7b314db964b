import * as v from 'valibot';
import { optionalText, ProductIdSchema, requiredText } from './common';
import { successEnvelope } from './envelope';

/**
 * The owner's catalog editor (decision 112). The owner changes everything; a packer only the stock
 * count (PACKER_FIELDS). Every change is in the activity log, and on shoppers' screens within 2 s.
 */

/** What a packer may change of a product: the shelf count, nothing about money or names. */
export const PACKER_FIELDS = ['stock'] as const;

/** Whole rupees, as everywhere in the catalog. */
const RupeesSchema = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be whole rupees`),
    v.minValue(1, `${field} must be at least ₹1`),
    v.maxValue(1_000_000, `${field} must be at most ₹10,00,000`),
  );
const CountSchema = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(0, `${field} cannot be negative`),
    v.maxValue(1_000_000, `${field} must be at most 10,00,000`),
  );

/** The weights of EAN-13's digits, left to right, before the check digit. */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, at) => total + digit * (at % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

export const BarcodeSchema = v.pipe(
  v.string('barcode must be text'),
  v.trim(),
  v.check(isValidEan13, 'barcode must be an EAN-13 of 13 digits with the right check digit'),
);

/** A product as the editor reads it: every field it can change, and the counts it cannot. */
export const EditorProductSchema = v.object({
  id: v.number(),
  name: v.string(),
  nameHi: v.nullable(v.string()),
  brand: v.string(),
  category: v.string(),
  packSize: v.string(),
  barcode: v.nullable(v.string()),
  price: v.number(),
  mrp: v.number(),
  stock: v.number(),
  available: v.boolean(),
  hidden: v.boolean(),
  lowStockThreshold: v.number(),
  description: v.string(),
  features: v.array(v.string()),
  image: v.string(),
});
export type EditorProduct = v.InferOutput<typeof EditorProductSchema>;

/** By name (English or Hindi, the shop's own search) or by a scanned barcode; hidden products included. */
export const FindProductsQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q must be at most 100 characters'))),
  barcode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{8,14}$/, 'barcode must be 8 to 14 digits'))),
});
export const FindProductsResponseSchema = successEnvelope(v.array(EditorProductSchema));

export const EditorProductQuerySchema = v.object({
  id: v.pipe(v.string(), v.transform(Number), ProductIdSchema),
});
export const EditorProductResponseSchema = successEnvelope(EditorProductSchema);

const ProductChangesShape = {
  price: v.optional(RupeesSchema('price')),
  mrp: v.optional(RupeesSchema('mrp')),
  stock: v.optional(CountSchema('stock')),
  available: v.optional(v.boolean('available must be true or false')),
  hidden: v.optional(v.boolean('hidden must be true or false')),
  lowStockThreshold: v.optional(CountSchema('lowStockThreshold')),
};

/** Only the fields sent change; the price may not be above the MRP once both are applied (422). */
export const UpdateProductBodySchema = v.object({ productId: ProductIdSchema, ...ProductChangesShape });
export type UpdateProductBody = v.InferOutput<typeof UpdateProductBodySchema>;
export const UpdateProductResponseSchema = successEnvelope(EditorProductSchema);

/** A new product; its pictures follow with uploadProductPicture. */
export const AddProductBodySchema = v.object({
  name: requiredText('name', 120),
  nameHi: optionalText('nameHi', 120),
  brand: requiredText('brand', 60),
  category: requiredText('category', 60),
  packSize: requiredText('packSize', 30),
  barcode: v.optional(BarcodeSchema),
  price: RupeesSchema('price'),
  mrp: RupeesSchema('mrp'),
  stock: CountSchema('stock'),
  lowStockThreshold: v.optional(CountSchema('lowStockThreshold')),
  description: requiredText('description', 2000),
  features: v.optional(v.pipe(v.array(requiredText('a feature', 200)), v.maxLength(10, 'at most 10 features'))),
});
export type AddProductBody = v.InferOutput<typeof AddProductBodySchema>;
export const AddProductResponseSchema = successEnvelope(EditorProductSchema);

/** The picture itself is the form's `picture` file: JPEG, PNG or WebP, at most PICTURE_MAX_BYTES. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The sizes a picture is kept in, by name, each a square this many pixels wide: the demo's pack shots are
 * 400 px squares, shown on cards and in the gallery alike (server/modules/catalog/images.routes.ts).
 */
export const PICTURE_SIZES = { card: 400 } as const;
export const UploadPictureFieldsSchema = v.object({
  productId: v.pipe(v.string(), v.transform(Number), ProductIdSchema),
  view: v.optional(v.pipe(v.string(), v.transform(Number), v.picklist([0, 1, 2], 'view must be 0, 1 or 2'))),
});
export const UploadPictureResponseSchema = successEnvelope(EditorProductSchema);

/** Products at or under their low-stock threshold, the emptiest first. */
export const LowStockResponseSchema = successEnvelope(v.array(EditorProductSchema));

/* The activity log: every owner's and packer's change, newest first. */

export const ACTIVITY_ACTIONS = [
  'product.updated',
  'product.added',
  'product.picture',
  'catalog.imported',
  'hours.changed',
  'shop.paused',
  'shop.resumed',
  'staff.added',
  'staff.removed',
  'settings.changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ActivityEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  staffName: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  subject: v.string(),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});
export type ActivityEntry = v.InferOutput<typeof ActivityEntrySchema>;

/** A page of the log; `before` an entry's id for the page after it. */
export const ActivityQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1))),
});
export const ActivityResponseSchema = successEnvelope(
  v.object({ entries: v.array(ActivityEntrySchema), more: v.boolean() }),
);
