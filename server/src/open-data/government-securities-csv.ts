import type { Cells } from '@sg-finance/contract';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error.js';
import { readCsv } from './csv-file.js';

const YEARS = 10;
const years = (prefix: string) =>
  Array.from({ length: YEARS }, (_, year) => `${prefix}${year + 1}`);

/** The columns of a T-bill auctions CSV file, as MAS's results give them. */
export const tbillCsvColumns = [
  'issueCode',
  'tenorMonths',
  'auctionDate',
  'issueDate',
  'cutOffYield',
  'sourceUrl',
  'sourceDate',
] as const;

/** The columns of a Savings Bonds CSV file: `year1`…`year10` rates, `average1`…`average10`. */
export const savingsBondCsvColumns = [
  'issueMonth',
  'issueCode',
  ...years('year'),
  ...years('average'),
  'applicationOpens',
  'applicationCloses',
  'sourceUrl',
  'sourceDate',
] as const;

const numberColumns = new Set([
  'tenorMonths',
  'cutOffYield',
  ...years('year'),
  ...years('average'),
]);

/** A cell as the schema takes it: empty is absent, a number column's figure a number. */
function cellValue(column: string, cell: string | undefined): unknown {
  const value = (cell ?? '').trim();
  if (value === '') return undefined;
  if (!numberColumns.has(column)) return value;
  const figure = Number(value.replace(/%$/, ''));
  return Number.isFinite(figure) ? figure : value;
}

function fieldsOf(columns: readonly string[], cells: Cells): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of columns) {
    const value = cellValue(column, cells[column]);
    if (value !== undefined) fields[column] = value;
  }
  return fields;
}

/** Puts the ten `year…` and `average…` columns of a Savings Bond row into their lists. */
function savingsBondFields(fields: Record<string, unknown>): Record<string, unknown> {
  const { ...rest } = fields;
  const rates = years('year').map((column) => rest[column]);
  const averages = years('average').map((column) => rest[column]);
  for (const column of [...years('year'), ...years('average')]) delete rest[column];
  return { ...rest, stepUpRates: rates, averageReturns: averages };
}

/** The column a schema issue is about, as the file names it (`year3` for `stepUpRates.2`). */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  if (field === 'stepUpRates' && typeof index === 'number') return `year${index + 1}`;
  if (field === 'averageReturns' && typeof index === 'number') return `average${index + 1}`;
  return String(field ?? '');
}

/**
 * Reads every row of a CSV file against `schema`, or refuses the whole file with a 400 naming
 * the first row and column that break a rule (`Row 3, column cutOffYield: must be at most 20`).
 */
function rowsOf<T>(
  text: string,
  columns: readonly string[],
  schema: z.ZodType<T>,
  shape: (fields: Record<string, unknown>) => Record<string, unknown> = (fields) => fields,
): T[] {
  const table = readCsv(text);
  const unknown = table.columns.find((column) => column !== '' && !columns.includes(column));
  if (unknown) {
    throw new ApiError(400, `Column ${unknown} is not one of: ${columns.join(', ')}`);
  }
  if (table.rows.length === 0) throw new ApiError(400, 'The CSV file has no rows to import');
  return table.rows.map(({ row, cells }) => {
    const parsed = schema.safeParse(shape(fieldsOf(columns, cells)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ApiError(400, `Row ${row}, column ${columnOf(issue.path)}: ${issue.message}`);
    }
    return parsed.data;
  });
}

export function tbillRowsOf<T>(text: string, schema: z.ZodType<T>): T[] {
  return rowsOf(text, tbillCsvColumns, schema);
}

export function savingsBondRowsOf<T>(text: string, schema: z.ZodType<T>): T[] {
  return rowsOf(text, savingsBondCsvColumns, schema, savingsBondFields);
}
