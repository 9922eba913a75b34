import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../src/open-data/csv-file.js';

const columns = ['title', 'keyFeatures[0]', 'terms.annualFee'];

describe('CSV files of listings', () => {
  it('give back every cell as written, whatever commas, quotes and line breaks it holds', () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('a, "b"', 'line\r\nbreak', '"', '\uFEFFx'));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 5 }), (records) => {
        const rows = records.map((record) =>
          Object.fromEntries(columns.map((column, index) => [column, record[index]!])),
        );
        const table = readCsv(writeCsv(columns, rows));
        expect(table.columns).toEqual(columns);
        // Rows with no filled cell are skipped, as the blank rows spreadsheets leave at the end.
        const filled = rows.filter((row) => Object.values(row).some((value) => value !== ''));
        expect(table.rows.map((row) => row.cells)).toEqual(filled);
      }),
    );
  });

  it('start with a byte-order mark and end rows with CRLF, as spreadsheets expect', () => {
    const csv = writeCsv(columns, [{ title: 'DBS Live Fresh', 'terms.annualFee': '196.2' }]);
    expect(csv).toBe('\uFEFFtitle,keyFeatures[0],terms.annualFee\r\nDBS Live Fresh,,196.2\r\n');
  });

  it('number rows as a spreadsheet does and read a row that stops early as empty cells', () => {
    const table = readCsv('title,slug,priority\n,,\nA,a\n\nB,b,3\n');
    expect(table.rows).toEqual([
      { row: 3, cells: { title: 'A', slug: 'a' } },
      { row: 5, cells: { title: 'B', slug: 'b', priority: '3' } },
    ]);
  });

  it('refuses a file it cannot read, saying where', () => {
    expect(() => readCsv('title,slug\n"unclosed,a\n')).toThrow(/^The CSV file could not be read: /);
    expect(() => readCsv('title\nA,extra\n')).toThrow(/The CSV file could not be read: .*line 2/);
    expect(() => readCsv('')).toThrow('The CSV file is empty: it needs a header row of columns');
  });
});
