import { Query } from 'mingo/query';
import {
  inheritedNamesToStandIns,
  mentionsInheritedName,
  standInsToInheritedNames,
} from '../bson/inherited-field-names.js';
import { getPathValue, ownField } from '../bson/paths.js';
import { defineField, isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { queryOptionsFor } from './mingo-context.js';

export type Projector = (document: BsonDocument) => BsonDocument;

const identity: Projector = (document) => document;

/** MongoDB keeps the stored field order (so `_id` stays first); computed fields come last. */
function inDocumentOrder(document: BsonDocument, projected: BsonDocument): BsonDocument {
  const ordered: BsonDocument = {};
  for (const key of Object.keys(document))
    if (Object.hasOwn(projected, key)) defineField(ordered, key, projected[key]);
  for (const key of Object.keys(projected))
    if (!Object.hasOwn(ordered, key)) defineField(ordered, key, projected[key]);
  return ordered;
}

function wrapErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw badValue(error instanceof Error ? error.message : String(error));
  }
}

function sliceArray(array: unknown[], spec: unknown): unknown[] {
  if (Array.isArray(spec)) {
    const [skip, limit] = spec.map(Number) as [number, number];
    if (!(limit > 0)) throw badValue('$slice limit must be positive');
    const start = skip < 0 ? Math.max(0, array.length + skip) : skip;
    return array.slice(start, start + limit);
  }
  const count = Number(spec);
  if (Number.isNaN(count)) throw badValue('$slice only supports numbers and [skip, limit] arrays');
  return count >= 0 ? array.slice(0, count) : array.slice(Math.max(0, array.length + count));
}

/** `$elemMatch` on subdocuments (`{ a: 1 }`) or, with value operators only, on the elements. */
function elementMatcher(condition: unknown): (element: unknown) => boolean {
  if (!isPlainObject(condition)) throw badValue('elemMatch: Invalid argument, object required.');
  const onValues = Object.keys(condition).some(
    (key) => key.startsWith('$') && !['$and', '$or', '$nor', '$expr'].includes(key),
  );
  if (onValues) {
    const query = wrapErrors(() => new Query({ value: condition }, queryOptionsFor(condition)));
    return (element) => query.test({ value: element });
  }
  const query = wrapErrors(() => new Query(condition, queryOptionsFor(condition)));
  return (element) => isPlainObject(element) && query.test(element);
}

type ArrayOperator = (value: unknown) => unknown;

/** Sets a dotted field of a projected document, copying the objects on the way (they are shared). */
function setProjectedField(projected: BsonDocument, field: string, value: unknown): void {
  const parts = field.split('.');
  let current = projected;
  for (const part of parts.slice(0, -1)) {
    const next = ownField(current, part);
    if (!isPlainObject(next)) return;
    const copy = { ...next };
    defineField(current, part, copy);
    current = copy;
  }
  defineField(current, parts[parts.length - 1] as string, value);
}

/** Splits `$slice` and `$elemMatch` fields out of a projection; they are applied here. */
function arrayOperators(projection: BsonDocument): {
  operators: Map<string, ArrayOperator>;
  selectsOnly: boolean;
  rest: BsonDocument;
} {
  const operators = new Map<string, ArrayOperator>();
  const rest: BsonDocument = {};
  let selectsOnly = false;
  for (const [field, spec] of Object.entries(projection)) {
    if (isPlainObject(spec) && '$slice' in spec && Object.keys(spec).length === 1) {
      operators.set(field, (value) =>
        Array.isArray(value) ? sliceArray(value, spec.$slice) : value,
      );
    } else if (isPlainObject(spec) && '$elemMatch' in spec && Object.keys(spec).length === 1) {
      if (field.includes('.'))
        throw badValue(`Cannot use $elemMatch projection on a nested field.`);
      const matches = elementMatcher(spec.$elemMatch);
      operators.set(field, (value) => {
        const found = Array.isArray(value) ? value.find(matches) : undefined;
        return found === undefined ? undefined : [found];
      });
      selectsOnly = true;
    } else {
      rest[field] = spec;
    }
  }
  return { operators, selectsOnly, rest };
}

function isExclusion(spec: unknown): boolean {
  return spec === false || spec === 0 || (typeof spec === 'object' && Number(spec) === 0);
}

/** Compiles a find projection; the filter is kept for the positional `field.$` form. */
export function compileProjection(
  projection: unknown,
  filter: BsonDocument | undefined,
): Projector {
  if (projection === undefined || projection === null) return identity;
  if (!isPlainObject(projection))
    throw new CommandError('TypeMismatch', 'projection must be an object');
  if (Object.keys(projection).length === 0) return identity;
  const { operators, selectsOnly, rest } = arrayOperators(projection);
  // `$slice` alone keeps every other field; `$elemMatch` or an included field selects fields.
  const inclusive =
    selectsOnly ||
    Object.entries(rest).some(([field, spec]) => field !== '_id' && !isExclusion(spec));
  const base: BsonDocument = { ...rest };
  if (inclusive) for (const field of operators.keys()) base[field] = 1;
  const positional = Object.keys(base).some((field) => field.endsWith('.$'));
  const condition = positional && filter ? filter : {};
  const query = wrapErrors(() => new Query(condition, queryOptionsFor(condition)));
  // mingo reads a field named as an inherited property (`toString`) from the prototype.
  const namesInherited = mentionsInheritedName(base);
  const mingoBase = namesInherited ? inheritedNamesToStandIns(base) : base;
  const project = (document: BsonDocument) =>
    wrapErrors(() => (query.find([document], mingoBase).all()[0] ?? {}) as BsonDocument);
  const projectBase: Projector =
    Object.keys(base).length === 0
      ? (document) => ({ ...document })
      : namesInherited
        ? (document) =>
            inDocumentOrder(
              document,
              standInsToInheritedNames(project(inheritedNamesToStandIns(document))),
            )
        : (document) => inDocumentOrder(document, project(document));
  if (operators.size === 0) return projectBase;
  return (document) => {
    const projected = projectBase(document);
    for (const [field, apply] of operators) {
      const value = getPathValue(document, field);
      if (value === undefined) continue;
      const result = apply(value);
      if (result === undefined) delete projected[field];
      else setProjectedField(projected, field, result);
    }
    return inclusive ? inDocumentOrder(document, projected) : projected;
  };
}
