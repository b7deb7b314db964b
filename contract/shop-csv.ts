import * as v from 'valibot';
import { successEnvelope } from './envelope';

/**
 * The owner's catalog as a CSV file (decision 116): exported whole, edited in a spreadsheet, imported back with a
 * dry run first. The import changes all of it or nothing, and the same file imported twice changes nothing.
 */

/** What a line says of a product: every column of the export but its id. */
export const CSV_FIELDS = [
  'name',
  'name_hi',
  'brand',
  'category',
  'pack_size',
  'barcode',
  'price',
  'mrp',
  'stock',
  'available',
  'hidden',
  'low_stock_threshold',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** The export's columns, in its order; an import's header must have exactly these (in any order). */
export const CSV_COLUMNS = ['id', ...CSV_FIELDS] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The largest file an import reads (bytes): refused with 413 from its Content-Length, or once this many arrived. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;
/** The most product lines one file may have: seven times the demo catalog. */
export const CSV_MAX_LINES = 20_000;

export const ImportCatalogQuerySchema = v.object({
  /** `true`: check the file and say what it would change, writing nothing. */
  dryRun: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'dryRun must be true or false'),
      v.transform((flag) => flag === 'true' || flag === '1'),
    ),
  ),
});

const CellValueSchema = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/** One field of one product the file changes, as it is and as the file has it. */
export const ImportChangeSchema = v.object({
  /** The row as the spreadsheet numbers it (the header is row 1). */
  line: v.number(),
  productId: v.number(),
  name: v.string(),
  field: v.picklist(CSV_FIELDS),
  before: CellValueSchema,
  after: CellValueSchema,
});
export type ImportChange = v.InferOutput<typeof ImportChangeSchema>;

/** A line with an empty id that matched no product: a new product, with its id once added (null in a dry run). */
export const ImportAddedSchema = v.object({
  line: v.number(),
  productId: v.nullable(v.number()),
  name: v.string(),
  brand: v.string(),
  packSize: v.string(),
  price: v.number(),
  stock: v.number(),
});
export type ImportAdded = v.InferOutput<typeof ImportAddedSchema>;

/** Why a line cannot be imported; `column` when one cell is to blame. */
export const ImportErrorSchema = v.object({
  line: v.number(),
  column: v.nullable(v.picklist(CSV_COLUMNS)),
  reason: v.string(),
});
export type ImportError = v.InferOutput<typeof ImportErrorSchema>;

export const ImportResultSchema = v.object({
  /** True when this was the dry run: nothing was written. */
  dryRun: v.boolean(),
  /** True when the changes were written (never with a bad line). */
  applied: v.boolean(),
  /** The product lines the file had. */
  lines: v.number(),
  /** How many products are changed or added. */
  products: v.number(),
  changes: v.array(ImportChangeSchema),
  added: v.array(ImportAddedSchema),
  errors: v.array(ImportErrorSchema),
});
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;
export const ImportCatalogResponseSchema = successEnvelope(ImportResultSchema);
