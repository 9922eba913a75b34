import type { CellKind, ColumnShape } from './column-shape.js';
import { parseColumnName, type FieldPath } from './columns.js';

/** A flattened record: its filled cells by column name; a column not there is an empty cell. */
export type Cells = Record<string, string>;

// Spreadsheets run a cell that starts with one of these as a formula: text that does gets a
// leading quote (as spreadsheets themselves write it), which reading takes off again.
const formulaStart = /^'*[=+\-@\t\r]/;
const quotedFormula = /^'+[=+\-@\t\r]/;

const decimal = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const yes = new Set(['true', 'yes']);
const no = new Set(['false', 'no']);

function cellText(kind: CellKind, value: unknown): string {
  if (kind === 'text' && typeof value === 'string' && formulaStart.test(value)) return `'${value}`;
  return String(value);
}

/**
 * A cell's value: a number, `true`/`yes` or `false`/`no`, text with its formula guard taken off.
 * A cell that is not what its column holds is given as written, so the schema names the problem.
 */
function cellValue(kind: CellKind, cell: string): unknown {
  const trimmed = cell.trim();
  switch (kind) {
    case 'text':
      return quotedFormula.test(cell) ? cell.slice(1) : cell;
    case 'number':
      return decimal.test(trimmed) ? Number(trimmed) : cell;
    case 'boolean': {
      const word = trimmed.toLowerCase();
      return yes.has(word) ? true : no.has(word) ? false : cell;
    }
    case 'choice':
      return trimmed;
  }
}

function flattenInto(shape: ColumnShape, value: unknown, column: string, cells: Cells): void {
  if (value === undefined || value === null) return;
  if (shape.type === 'cell') {
    cells[column] = cellText(shape.kind, value);
  } else if (shape.type === 'list') {
    if (!Array.isArray(value)) return;
    value.forEach((item: unknown, index) =>
      flattenInto(shape.item, item, `${column}[${index}]`, cells),
    );
  } else {
    for (const [name, field] of Object.entries(shape.fields)) {
      const inner = (value as Record<string, unknown>)[name];
      flattenInto(field, inner, column ? `${column}.${name}` : name, cells);
    }
  }
}

/** A record as cells: `terms.welcome.value`, `rewardOffer[0].tag`; fields not in the shape go. */
export function flattenRecord(shape: ColumnShape, record: unknown): Cells {
  const cells: Cells = {};
  flattenInto(shape, record, '', cells);
  return cells;
}

/** The filled cells of a record as a tree of their paths. */
interface CellTree {
  cell?: string;
  parts: Map<string | number, CellTree>;
}

function treeOf(cells: Readonly<Cells>): CellTree {
  const root: CellTree = { parts: new Map() };
  for (const [column, cell] of Object.entries(cells)) {
    if (cell === '') continue;
    const path: FieldPath = parseColumnName(column) ?? [];
    let node = root;
    for (const part of path) {
      let next = node.parts.get(part);
      if (!next) {
        next = { parts: new Map() };
        node.parts.set(part, next);
      }
      node = next;
    }
    node.cell = cell;
  }
  return root;
}

/** What an empty cell, group or list stands for: nothing, its default, or an empty value. */
function emptyValue(shape: ColumnShape): unknown {
  if (shape.optional) return undefined;
  if ('defaultValue' in shape) return shape.defaultValue;
  if (shape.type === 'list') return [];
  if (shape.type === 'group') return buildGroup(shape, undefined);
  return shape.kind === 'text' ? '' : undefined;
}

function build(shape: ColumnShape, tree: CellTree | undefined): unknown {
  if (!tree || (tree.cell === undefined && tree.parts.size === 0)) return emptyValue(shape);
  if (shape.type === 'cell') {
    return tree.cell === undefined ? emptyValue(shape) : cellValue(shape.kind, tree.cell);
  }
  if (shape.type === 'list') {
    const indexes = [...tree.parts.keys()].filter((key) => typeof key === 'number');
    return indexes.sort((a, b) => a - b).map((index) => build(shape.item, tree.parts.get(index)));
  }
  return buildGroup(shape, tree);
}

function buildGroup(
  shape: Extract<ColumnShape, { type: 'group' }>,
  tree: CellTree | undefined,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.fields)) {
    const value = build(field, tree?.parts.get(name));
    if (value !== undefined) record[name] = value;
  }
  return record;
}

/**
 * The record of a row of cells, for the schema to check: empty cells are left out (or take their
 * default), a list's items are those with a filled cell, in the order of their numbers, so a list
 * can skip a number. Columns are expected to be checked with `isColumnOf` first.
 */
export function unflattenRecord(shape: ColumnShape, cells: Readonly<Cells>): unknown {
  return build(shape, treeOf(cells));
}
