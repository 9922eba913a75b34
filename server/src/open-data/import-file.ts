import path from 'node:path';
import {
  isColumnOf,
  maxColumnsOf,
  openDataShapeOf,
  parseColumnName,
  unflattenRecord,
  type ListingKind,
} from '@sg-finance/contract';
import { ApiError } from '../lib/api-error.js';
import { mapInSlices } from '../lib/in-slices.js';
import { readCsv } from './csv-file.js';

/** A listing of an import file, as read, before any check: its row number and its fields. */
export interface ImportRow {
  /** CSV: the row as a spreadsheet numbers it (the header is row 1); JSON: 1 for the first item. */
  row: number;
  record: unknown;
}

/** An uploaded file as multer keeps it in memory. */
export interface ImportUpload {
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

type ImportFormat = 'csv' | 'json';

/** The most listings one import file holds: far more than a kind's catalogue. */
export const MAX_IMPORT_ROWS = 2000;
/** How much of a name from the file a message quotes. */
const NAME_SHOWN = 60;

/** A name from the file as a message quotes it: cut after `NAME_SHOWN` characters. */
function shown(name: string): string {
  return name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN)}…` : name;
}

const tooManyRows = () =>
  new ApiError(
    400,
    `The file has more than ${MAX_IMPORT_ROWS} listings: import at most ${MAX_IMPORT_ROWS} at a time`,
  );

const WRONG_TYPE = 'The file must be a CSV (.csv) or JSON (.json) export of listings';

function formatOf(file: ImportUpload): ImportFormat {
  const extension = path.extname(file.originalname).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.json') return 'json';
  if (/^text\/csv\b/.test(file.mimetype)) return 'csv';
  if (/^application\/json\b/.test(file.mimetype)) return 'json';
  throw new ApiError(400, WRONG_TYPE);
}

function textOf(file: ImportUpload): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
    if (!text.includes('\0')) return text;
  } catch {
    // Not UTF-8: refused below like any other bytes that are not text.
  }
  throw new ApiError(400, `The file is not UTF-8 text. ${WRONG_TYPE}`);
}

/**
 * Refuses a header with more columns than a listing of the kind can fill, from its first line
 * alone: a file of tens of thousands of columns is refused before it is parsed.
 */
function checkColumnCount(kind: ListingKind, text: string): void {
  const end = text.search(/\r?\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  const count = firstLine.split(',').length;
  const most = maxColumnsOf(openDataShapeOf(kind));
  if (count > most) {
    throw new ApiError(
      400,
      `The file has ${count} columns: a ${kind.noun} has at most ${most}. Use the columns of the export`,
    );
  }
}

async function csvRows(kind: ListingKind, text: string): Promise<ImportRow[]> {
  const shape = openDataShapeOf(kind);
  checkColumnCount(kind, text);
  // The header, the most rows taken, and one more to tell that there are more.
  const { columns, rows } = readCsv(text, MAX_IMPORT_ROWS + 2);
  if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
  const seen = new Set<string>();
  for (const column of columns) {
    const fieldPath = parseColumnName(column);
    if (!fieldPath || !isColumnOf(shape, fieldPath)) {
      throw new ApiError(
        400,
        `Column "${shown(column)}" is not a field of a ${kind.noun}: use the columns of the export`,
      );
    }
    if (seen.has(column)) throw new ApiError(400, `Column "${shown(column)}" appears twice`);
    seen.add(column);
  }
  return mapInSlices(rows, ({ row, cells }) => ({ row, record: unflattenRecord(shape, cells) }));
}

function jsonRows(text: string): ImportRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, `The JSON file could not be read: ${shown((error as Error).message)}`);
  }
  if (!Array.isArray(value)) {
    throw new ApiError(400, 'The JSON file must be an array of listings, as the export gives');
  }
  if (value.length > MAX_IMPORT_ROWS) throw tooManyRows();
  return value.map((record: unknown, index) => ({ row: index + 1, record }));
}

/** The listings of an uploaded CSV or JSON file of a kind's export shape, not yet checked. */
export async function readImportFile(kind: ListingKind, file: ImportUpload): Promise<ImportRow[]> {
  const format = formatOf(file);
  const text = textOf(file);
  const rows = format === 'csv' ? await csvRows(kind, text) : jsonRows(text);
  if (rows.length === 0) throw new ApiError(400, 'The file has no listings');
  return rows;
}
