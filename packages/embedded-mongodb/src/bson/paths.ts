import { defineField, isPlainObject, type BsonDocument } from './values.js';

const DIGITS = /^\d+$/;

/** A field of a document, never one inherited from its prototype (`__proto__`, `toString`). */
export function ownField(document: BsonDocument, key: string): unknown {
  return Object.hasOwn(document, key) ? document[key] : undefined;
}

function collect(value: unknown, parts: readonly string[], depth: number, out: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(undefined);
      else out.push(...(value as unknown[]));
    } else {
      out.push(value);
    }
    return;
  }
  const part = parts[depth] as string;
  if (Array.isArray(value)) {
    if (DIGITS.test(part)) {
      collect(value[Number(part)], parts, depth + 1, out);
      return;
    }
    for (const element of value as unknown[]) {
      if (isPlainObject(element)) collect(ownField(element, part), parts, depth + 1, out);
    }
    return;
  }
  if (isPlainObject(value)) {
    collect(ownField(value, part), parts, depth + 1, out);
    return;
  }
  out.push(undefined);
}

/**
 * Every value a dotted path reaches, descending into arrays like MongoDB's multikey indexes:
 * `a.b` over `{ a: [{ b: 1 }, { b: [2, 3] }] }` gives 1, 2, 3. Missing gives `undefined`.
 */
export function collectPathValues(document: BsonDocument, path: string): unknown[] {
  const out: unknown[] = [];
  collect(document, path.split('.'), 0, out);
  return out.length === 0 ? [undefined] : out;
}

/** The value at a dotted path without descending into arrays (used for `_id` and key values). */
export function getPathValue(document: BsonDocument, path: string): unknown {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && DIGITS.test(part)) current = current[Number(part)];
    else if (isPlainObject(current)) current = ownField(current, part);
    else return undefined;
  }
  return current;
}

/**
 * Sets a dotted path, creating the missing intermediate objects; a numeric part addresses an
 * array element. Keys are defined as own data properties, so `__proto__` is a plain field.
 */
export function setPathValue(document: BsonDocument, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: BsonDocument = document;
  for (const part of parts.slice(0, -1)) {
    const next = ownField(current, part);
    if (isPlainObject(next) || Array.isArray(next)) {
      current = next as BsonDocument;
    } else {
      const created: BsonDocument = {};
      defineField(current, part, created);
      current = created;
    }
  }
  defineField(current, parts[parts.length - 1] as string, value);
}
