import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvCell, csvLines, isFormula, parseCsv, unescapeCell } from './csv';

describe('CSV as RFC 4180 writes it', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes; ends lines with CRLF', () => {
    expect(
      csvLines([
        ['id', 'name'],
        [1, 'Atta, 5 kg'],
        [2, 'The "best" dal'],
        [3, 'two\nlines'],
        [4, null],
      ]),
    ).toBe('id,name\r\n1,"Atta, 5 kg"\r\n2,"The ""best"" dal"\r\n3,"two\nlines"\r\n4,\r\n');
  });

  it('escapes text a spreadsheet would run with a leading apostrophe, never a number', () => {
    expect(csvCell('=HYPERLINK("http://x.example","Win")')).toBe('"\'=HYPERLINK(""http://x.example"",""Win"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/"/g, '')).toMatch(/^'/);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('Parle-G')).toBe('Parle-G');
  });
});

describe('CSV as a spreadsheet saves it', () => {
  it('reads quoted cells, doubled quotes, line breaks inside quotes, LF, CRLF and a lone CR', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\r\nlines",\rlast,""')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\r\nlines', ''],
      ['last', ''],
    ]);
  });

  it('keeps a blank line as a row, so the rows after it keep their spreadsheet numbers; a last line break makes none', () => {
    expect(parseCsv('h\n\nx\n')).toEqual([['h'], [''], ['x']]);
    expect(parseCsv('""')).toEqual([['']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quote left open, or text after a closing quote, naming the row the cell started on', () => {
    const rowOf = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? error.row : undefined;
      }
      return undefined;
    };
    expect(rowOf('h\nok\n"open\nstill open')).toBe(3);
    expect(rowOf('h\n"closed"then')).toBe(2);
    expect(parseCsv('a "quoted" word')).toEqual([['a "quoted" word']]);
  });

  it('takes off the apostrophe the export put on, and tells a formula from a negative number', () => {
    expect(unescapeCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeCell("'-5")).toBe('-5');
    expect(unescapeCell("'Tis")).toBe("'Tis");
    expect(['=1+1', '+A1', '@SUM(A1)', '-A1', '- 5'].map(isFormula)).toEqual([true, true, true, true, true]);
    expect(['-5', '5', 'Atta', ''].map(isFormula)).toEqual([false, false, false, false]);
  });
});
