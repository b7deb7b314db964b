import { type Context, Hono } from 'hono';
import * as api from '../../../contract/endpoints/shop-csv';
import { CSV_COLUMNS, CSV_MAX_BYTES, CSV_MAX_LINES, type ImportResult } from '../../../contract/shop-csv';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { describeErrorForLog } from '../../http/error-log';
import { httpMessages } from '../../http/messages';
import { fail, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { currentStaff, requireStaff } from '../../http/staff-session';
import { say } from '../../i18n/say';
import { CsvSyntaxError, csvLines, parseCsv } from './csv';
import { shopCsvMessages } from './messages';
import {
  applyPlan,
  type CsvLine,
  exportCells,
  type ImportPlan,
  linesOf,
  planImport,
  readHeader,
  shopProducts,
} from './shop-csv.repo';

type Words = (typeof shopCsvMessages)['en'];

/** Beyond this many products changed at once the whole catalog is reloaded rather than each product. */
const REBUILD_FROM = 500;
/** The bad lines a refused import names in its `errors` (the dry run lists every one). */
const NAMED_BAD_LINES = 100;

const CSV_BODY = /^text\/csv\s*(;|$)/i;

/** Whether a request sends a CSV file: its route counts its bytes itself (app.ts leaves the body limit to it). */
export function sendsCsv(c: Context): boolean {
  return CSV_BODY.test(c.req.header('Content-Type') ?? '');
}

/** The owner's catalog as a CSV file (decision 116): exported whole, imported back after a dry run, all or nothing. */
export function shopCsvRoutes(deps: Deps) {
  const { clock, catalog } = deps;
  const owner = requireStaff('owner');

  return new Hono<AppEnv>()
    .on(api.exportCatalog.method, api.exportCatalog.path, owner, async (c) => {
      const rows = (await shopProducts(deps.db)).map(exportCells);
      // The BOM tells Excel the file is UTF-8: without it the Hindi names open as mojibake.
      const file = `\uFEFF${csvLines([CSV_COLUMNS, ...rows])}`;
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(clock.now());
      return c.body(file, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="kirana-catalog-${day}.csv"`,
      });
    })
    .on(api.importCatalog.method, api.importCatalog.path, owner, accepts(api.importCatalog), async (c) => {
      const words = say(c, shopCsvMessages);
      if (!sendsCsv(c)) return fail(c, 415, words.notCsv);
      const body = await readFile(c.req.raw, CSV_MAX_BYTES);
      if (body === 'too-large') return fail(c, 413, words.fileTooLarge);
      if (body === 'not-utf8') return fail(c, 400, words.notUtf8);
      if (body === 'cut-short')
        return fail(c, 400, say(c, httpMessages).badRequest({ reason: 'The file ended early' }));
      const lines = linesOfFile(body, words);
      if (typeof lines === 'string') return fail(c, 400, lines);

      if (c.req.valid('query').dryRun) {
        return ok(c, resultOf(await planImport(deps.db, lines, words), { dryRun: true, applied: false }));
      }
      let plan: ImportPlan;
      let ids: number[] = [];
      try {
        // Read, checked and written in one transaction: the plan is made from the catalog it is applied to.
        plan = await deps.db.transaction(async (tx) => {
          const made = await planImport(tx, lines, words);
          if (made.errors.length === 0) ids = await applyPlan(tx, made, currentStaff(c), clock.now());
          return made;
        });
      } catch (error) {
        // Someone took a barcode between the check and the write: the unique index refused it, nothing was written.
        if (sqlStateOf(error) === '23505') return fail(c, 409, words.catalogMoved);
        throw error;
      }
      if (plan.errors.length > 0)
        return fail(c, 400, words.badLines({ count: badLineCount(plan) }), namedBadLines(plan));
      await refreshCatalog(ids);
      return ok(c, resultOf(plan, { dryRun: false, applied: true }));
    });

  /**
   * This process's read model learns of the changes before the answer (on PostgreSQL the products trigger tells every
   * other process). A failure here leaves the import written: the next change or start reloads it.
   */
  async function refreshCatalog(ids: number[]) {
    try {
      if (ids.length >= REBUILD_FROM) await catalog.rebuild();
      else await catalog.refreshProducts(ids);
    } catch (error) {
      console.error(`The catalog was imported but not reloaded:\n${describeErrorForLog(error)}`);
    }
  }
}

function resultOf(plan: ImportPlan, outcome: { dryRun: boolean; applied: boolean }): ImportResult {
  return {
    ...outcome,
    lines: plan.lines,
    products: plan.updates.length + plan.added.length,
    changes: plan.changes,
    added: plan.added.map(({ line, productId, name, brand, packSize, price, stock }) => ({
      line,
      productId,
      name,
      brand,
      packSize,
      price,
      stock,
    })),
    errors: plan.errors,
  };
}

const badLineCount = (plan: ImportPlan) => new Set(plan.errors.map((error) => error.line)).size;

/** The first bad lines' reasons by row number, `4` → "stock cannot be negative; …", as a refusal's `errors`. */
function namedBadLines(plan: ImportPlan): Record<string, string> {
  const named: Record<string, string> = {};
  for (const { line, reason } of plan.errors) {
    const key = String(line);
    if (!(key in named) && Object.keys(named).length >= NAMED_BAD_LINES) break;
    named[key] = named[key] ? `${named[key]}; ${reason}` : reason;
  }
  return named;
}

/** The file's product lines, or why the file as a whole cannot be read (its header, its quotes, its size). */
function linesOfFile(text: string, words: Words): CsvLine[] | string {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return words.brokenQuotes({ row: error.row });
    throw error;
  }
  const [header] = rows;
  if (!header || header.every((cell) => cell.trim() === '')) return words.noHeader;
  const columns = readHeader(header, words);
  if (typeof columns === 'string') return columns;
  const lines = linesOf(rows, columns);
  if (lines.length > CSV_MAX_LINES) return words.tooManyLines({ max: CSV_MAX_LINES.toLocaleString('en-IN') });
  return lines;
}

/**
 * The body as text, counted as it arrives: refused from its Content-Length when that says too much, else once more
 * than `max` bytes came (a chunked body says nothing first). Not UTF-8 is refused rather than guessed at.
 */
async function readFile(request: Request, max: number): Promise<string | 'too-large' | 'not-utf8' | 'cut-short'> {
  if (Number(request.headers.get('Content-Length') ?? 0) > max) return 'too-large';
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > max) {
        // The rest is drained unread by the server.
        reader.cancel().catch(() => {});
        return 'too-large';
      }
      chunks.push(read.value);
    }
  } catch {
    // The phone went away mid-file: nobody is left to read the answer.
    return 'cut-short';
  }
  try {
    // A BOM (as Excel writes "CSV UTF-8") is taken off.
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return 'not-utf8';
  }
}

/** The SQLSTATE of a database error, drizzle's wrapper or the driver's own. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}
