import path from 'node:path';
import {
  isColumnOf,
  openDataShapeOf,
  parseColumnName,
  unflattenRecord,
  type ListingKind,
} from '@sg-finance/contract';
import { ApiError } from '../utils/api-error.js';
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

function csvRows(kind: ListingKind, text: string): ImportRow[] {
  const shape = openDataShapeOf(kind);
  const { columns, rows } = readCsv(text);
  const seen = new Set<string>();
  for (const column of columns) {
    const fieldPath = parseColumnName(column);
    if (!fieldPath || !isColumnOf(shape, fieldPath)) {
      throw new ApiError(
        400,
        `Column "${column}" is not a field of a ${kind.noun}: use the columns of the export`,
      );
    }
    if (seen.has(column)) throw new ApiError(400, `Column "${column}" appears twice`);
    seen.add(column);
  }
  return rows.map(({ row, cells }) => ({ row, record: unflattenRecord(shape, cells) }));
}

function jsonRows(text: string): ImportRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, `The JSON file could not be read: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) {
    throw new ApiError(400, 'The JSON file must be an array of listings, as the export gives');
  }
  return value.map((record: unknown, index) => ({ row: index + 1, record }));
}

/** The listings of an uploaded CSV or JSON file of a kind's export shape, not yet checked. */
export function readImportFile(kind: ListingKind, file: ImportUpload): ImportRow[] {
  const format = formatOf(file);
  const text = textOf(file);
  const rows = format === 'csv' ? csvRows(kind, text) : jsonRows(text);
  if (rows.length === 0) throw new ApiError(400, 'The file has no listings');
  return rows;
}
