import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Cells } from '@sg-finance/contract';
import { ApiError } from '../lib/api-error.js';

/**
 * A CSV file as RFC 4180 writes it (CRLF between records, quotes where needed), with a byte-order
 * mark so spreadsheets read it as UTF-8: one header row of column names, one row per record.
 */
export function writeCsv(columns: readonly string[], rows: readonly Cells[]): string {
  const records = rows.map((cells) => columns.map((column) => cells[column] ?? ''));
  return stringify([[...columns], ...records], { bom: true, record_delimiter: 'windows' });
}

/** A data row of a CSV file: its number as a spreadsheet shows it (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: Cells;
}

export interface CsvTable {
  columns: string[];
  rows: CsvRow[];
}

/** The first `maxMessageLength` characters of a message that may quote the file. */
const maxMessageLength = 300;

/**
 * Reads a CSV file with a header row, at most `maxRecords` records (the header included): the
 * rest is not read. A row may stop before the last columns (they are empty). Rows are numbered
 * as a spreadsheet shows them, blank ones included; those with no filled cell, which
 * spreadsheets leave at the end, are skipped.
 */
export function readCsv(text: string, maxRecords = Infinity): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count_less: true,
      ...(Number.isFinite(maxRecords) ? { to: maxRecords } : {}),
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const message = `The CSV file could not be read: ${error.message}`;
      throw new ApiError(400, message.slice(0, maxMessageLength));
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new ApiError(400, 'The CSV file is empty: it needs a header row of columns');
  const columns = header.map((column) => column.trim());
  const rows = data.flatMap((record, index) => {
    if (record.every((cell) => cell === '')) return [];
    const cells = Object.fromEntries(
      record.map((cell, column) => [columns[column]!, cell] as const),
    ) as Cells;
    return [{ row: index + 2, cells }];
  });
  return { columns, rows };
}
