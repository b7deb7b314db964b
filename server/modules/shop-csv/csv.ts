/**
 * RFC 4180 CSV, read and written (decision 116): cells separated by commas, a cell holding a comma, a quote or a
 * line break in double quotes with its quotes doubled, lines ended by CRLF (LF and a lone CR read too, as
 * spreadsheets on every system write them).
 */

export type Cell = string | number | boolean | null;

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's "CSV injection"). */
const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as written: text a spreadsheet would run starts with ' (shown as text, never run), then quoted if it
 * must be. Numbers and true/false are written as they are: a number is never run.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = RUNS_AS_FORMULA.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLines(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The cell as it was before csvCell escaped it: the ' it put before text a spreadsheet would run is taken off. */
export function unescapeCell(cell: string): string {
  return cell.startsWith("'") && RUNS_AS_FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Whether a cell holds a formula a spreadsheet would run: it starts with =, + or @, or with - and then anything but
 * a digit (-5 is a number, -A1 a formula).
 */
export function isFormula(cell: string): boolean {
  return /^[=+@]/.test(cell) || /^-(?!\d)/.test(cell);
}

/** A quote left open or followed by more than a comma or a line end; `row` is where the cell started (1 = first). */
export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`CSV broken at row ${row}`);
  }
}

/**
 * The rows of a CSV text, each an array of its cells, in the order a spreadsheet numbers them (row 1 first); a
 * blank line is a row of one empty cell, kept so later rows keep their numbers. A last line break ends the last
 * row and makes none. The text comes without its BOM (TextDecoder takes it off).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  /** Whether the cell being read has begun (a quoted empty cell has, and ends a row of its own). */
  let started = false;
  let at = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
    started = false;
  };
  while (at < text.length) {
    const char = text[at];
    if (char === '"' && !started) {
      // A quoted cell: to its closing quote, "" inside being one quote; then a comma or a line end.
      const startedOn = rows.length + 1;
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) throw new CsvSyntaxError(startedOn);
        cell += text.slice(from, quote);
        if (text[quote + 1] !== '"') {
          at = quote + 1;
          break;
        }
        cell += '"';
        from = quote + 2;
      }
      started = true;
      const next = text[at];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') throw new CsvSyntaxError(startedOn);
    } else if (char === ',') {
      endCell();
      at++;
    } else if (char === '\n' || char === '\r') {
      endCell();
      rows.push(row);
      row = [];
      at += char === '\r' && text[at + 1] === '\n' ? 2 : 1;
    } else {
      // Plain text up to the next comma or line end; a quote inside it is taken as it is.
      let end = at;
      while (end < text.length && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
      cell += text.slice(at, end);
      started = true;
      at = end;
    }
  }
  if (started || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}
