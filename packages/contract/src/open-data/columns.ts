import type { ColumnShape } from './column-shape.js';

/** A field's place in a record: `['terms', 'earn', 0, 'rate']`. */
export type FieldPath = readonly (string | number)[];

/** The column of a field: `terms.earn[0].rate`; the names zod gives its issues map the same way. */
export function columnName(path: FieldPath): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('');
}

const wellFormedColumn = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d{1,4}\])*$/;
const columnParts = /([A-Za-z_]\w*)|\[(\d+)\]/g;

/** The field path of a column name, or undefined when it is not written as `a.b[0].c`. */
export function parseColumnName(column: string): FieldPath | undefined {
  if (!wellFormedColumn.test(column)) return undefined;
  return [...column.matchAll(columnParts)].map((part) => part[1] ?? Number(part[2]));
}

/**
 * Whether a column's path leads to one cell of the shape (a field of a group, an item of a list
 * within the list's maximum: `rewardOffer[20].tag` is no column when a listing has at most 20).
 */
export function isColumnOf(shape: ColumnShape, path: FieldPath): boolean {
  let node = shape;
  for (const part of path) {
    if (node.type === 'group' && typeof part === 'string' && Object.hasOwn(node.fields, part)) {
      node = node.fields[part]!;
    } else if (
      node.type === 'list' &&
      typeof part === 'number' &&
      (node.maxItems === undefined || part < node.maxItems)
    ) {
      node = node.item;
    } else {
      return false;
    }
  }
  return node.type === 'cell';
}

function collectColumns(
  shape: ColumnShape,
  values: readonly unknown[],
  column: string,
  into: string[],
): void {
  if (shape.type === 'cell') {
    into.push(column);
    return;
  }
  if (shape.type === 'group') {
    for (const [name, field] of Object.entries(shape.fields)) {
      const inner = values.map((value) => (value as Record<string, unknown> | undefined)?.[name]);
      collectColumns(field, inner, column ? `${column}.${name}` : name, into);
    }
    return;
  }
  const lists = values.filter(Array.isArray);
  // One set of columns even for a list no record fills, so the header shows every field there is.
  const length = Math.max(1, ...lists.map((list) => list.length));
  for (let index = 0; index < length; index += 1) {
    collectColumns(
      shape.item,
      lists.map((list) => list[index] as unknown),
      `${column}[${index}]`,
      into,
    );
  }
}

/**
 * The header of a file of records: every cell of the schema in its order, each list with as many
 * numbered sets of columns as the longest list of the records has (at least one).
 */
export function columnsOf(shape: ColumnShape, records: readonly unknown[]): string[] {
  const columns: string[] = [];
  collectColumns(shape, records, '', columns);
  return columns;
}

/** The most columns a file of the shape can have: every list at its maximum (one set if none). */
export function maxColumnsOf(shape: ColumnShape): number {
  if (shape.type === 'cell') return 1;
  if (shape.type === 'list') return (shape.maxItems ?? 1) * maxColumnsOf(shape.item);
  return Object.values(shape.fields).reduce((sum, field) => sum + maxColumnsOf(field), 0);
}
