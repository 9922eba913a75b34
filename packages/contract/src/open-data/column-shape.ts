import type { z } from 'zod';

/** What one cell holds: text as it is, a number, `true`/`false`, or one name of a fixed list. */
export type CellKind = 'text' | 'number' | 'boolean' | 'choice';

/**
 * The part of a zod schema that decides the columns of a flattened record: groups of named
 * fields, lists, and cells. `optional`: an empty cell (or a group or list with no filled cell) is
 * the same as no value; `defaultValue`: what an empty cell stands for.
 */
export type ColumnShape =
  | { type: 'group'; optional: boolean; fields: Readonly<Record<string, ColumnShape>> }
  | {
      type: 'list';
      optional: boolean;
      item: ColumnShape;
      /** The most items the schema takes (`.max(n)`); none when it sets no maximum. */
      maxItems?: number;
    }
  | {
      type: 'cell';
      optional: boolean;
      kind: CellKind;
      /** The names a `choice` cell may hold. */
      choices?: readonly string[];
      defaultValue?: unknown;
    };

interface Wrapping {
  optional: boolean;
  defaultValue?: unknown;
}

/** The zod definition's fields this walk reads (zod 4's `_zod.def`). */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

const cellKinds: Readonly<Record<string, CellKind>> = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  enum: 'choice',
};

function shapeOf(schema: z.ZodType, wrapping: Wrapping): ColumnShape {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return shapeOf(def.innerType!, { ...wrapping, optional: true });
    case 'default':
      return shapeOf(def.innerType!, { ...wrapping, defaultValue: def.defaultValue });
    case 'pipe':
      // A preprocess is a transform piped into the schema that checks; `.transform()` is the
      // checked schema piped into a transform: the columns follow the checked one.
      return shapeOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, wrapping);
    case 'object':
      return {
        type: 'group',
        optional: wrapping.optional,
        fields: Object.fromEntries(
          Object.entries(def.shape!).map(([name, field]) => [
            name,
            shapeOf(field, { optional: false }),
          ]),
        ),
      };
    case 'array': {
      const maxItems = def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def
        .maximum;
      return {
        type: 'list',
        optional: wrapping.optional,
        item: shapeOf(def.element!, { optional: false }),
        ...(maxItems === undefined ? {} : { maxItems }),
      };
    }
    default: {
      const kind = cellKinds[def.type];
      if (!kind) throw new Error(`A ${def.type} field has no column form`);
      return {
        type: 'cell',
        kind,
        optional: wrapping.optional,
        ...(def.entries ? { choices: Object.values(def.entries) } : {}),
        ...('defaultValue' in wrapping ? { defaultValue: wrapping.defaultValue } : {}),
      };
    }
  }
}

/** The columns' shape of a record schema: objects, arrays, text, numbers, booleans and enums. */
export function columnShapeOf(schema: z.ZodType): ColumnShape {
  return shapeOf(schema, { optional: false });
}
