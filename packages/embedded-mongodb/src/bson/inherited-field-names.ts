import { defineField, isPlainObject } from './values.js';

/**
 * The names every JavaScript object inherits (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`, `valueOf`, ...). In BSON they are plain field names, but mingo walks a path
 * with `object[name]`, so it would read the inherited property where the field is missing (and
 * refuses `__proto__` in a path).
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Stands for an inherited name while mingo works on a filter or an update: BSON field names
 * cannot contain a NUL, so no stored field is named this.
 */
const standIn = (name: string) => `\u0000${name}`;
const isStandIn = (segment: string) =>
  segment.startsWith('\u0000') && INHERITED.has(segment.slice(1));

function renameSegments(key: string, rename: (segment: string) => string): string {
  return key.split('.').map(rename).join('.');
}

/** A copy whose field names (and the segments of dotted names) are renamed by `rename`. */
function renameFields(value: unknown, rename: (segment: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => renameFields(item, rename));
  if (!isPlainObject(value)) return value;
  const copy = {};
  for (const key of Object.keys(value))
    defineField(copy, renameSegments(key, rename), renameFields(value[key], rename));
  return copy;
}

const toStandIn = (segment: string) => (INHERITED.has(segment) ? standIn(segment) : segment);
const fromStandIn = (segment: string) => (isStandIn(segment) ? segment.slice(1) : segment);

/** Whether a dotted path has a segment named as an inherited property. */
export function pathMentionsInheritedName(path: string): boolean {
  return path.split('.').some((segment) => INHERITED.has(segment));
}

/** Whether a filter or an update names an inherited property as a field or a path segment. */
export function mentionsInheritedName(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsInheritedName);
  if (!isPlainObject(value)) return false;
  return Object.keys(value).some(
    (key) => pathMentionsInheritedName(key) || mentionsInheritedName(value[key]),
  );
}

export function pathToStandIn(path: string): string {
  return renameSegments(path, toStandIn);
}

export function inheritedNamesToStandIns<T>(value: T): T {
  return renameFields(value, toStandIn) as T;
}

export function standInsToInheritedNames<T>(value: T): T {
  return renameFields(value, fromStandIn) as T;
}

/** A message naming stand-ins (an update's error) with the field names the client sent. */
export function messageWithInheritedNames(message: string): string {
  return message.replaceAll(/\u0000(\w+)/g, (match, name: string) =>
    INHERITED.has(name) ? name : match,
  );
}
