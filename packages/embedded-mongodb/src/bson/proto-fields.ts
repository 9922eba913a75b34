import { defineField, isPlainObject } from './values.js';

const PROTO = '__proto__';

/**
 * Stands for the field name `__proto__` while mingo works on a filter or an update (mingo refuses
 * that name in a path). BSON field names cannot contain a NUL, so no stored field is named this.
 */
const PROTO_STAND_IN = '\u0000__proto__';

function renameSegments(key: string, from: string, to: string): string {
  if (!key.includes(from)) return key;
  return key
    .split('.')
    .map((segment) => (segment === from ? to : segment))
    .join('.');
}

/** A copy whose field names (and the segments of dotted names) `from` are renamed `to`. */
function renameFields(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => renameFields(item, from, to));
  if (!isPlainObject(value)) return value;
  const copy = {};
  for (const key of Object.keys(value))
    defineField(copy, renameSegments(key, from, to), renameFields(value[key], from, to));
  return copy;
}

/** Whether a dotted path has a `__proto__` segment. */
export function pathMentionsProto(path: string): boolean {
  return path.includes(PROTO) && path.split('.').includes(PROTO);
}

/** Whether a filter or an update names `__proto__` as a field or a path segment anywhere. */
export function mentionsProto(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsProto);
  if (!isPlainObject(value)) return false;
  return Object.keys(value).some((key) => pathMentionsProto(key) || mentionsProto(value[key]));
}

export function pathToStandIn(path: string): string {
  return renameSegments(path, PROTO, PROTO_STAND_IN);
}

export function protoToStandIn<T>(value: T): T {
  return renameFields(value, PROTO, PROTO_STAND_IN) as T;
}

export function standInToProto<T>(value: T): T {
  return renameFields(value, PROTO_STAND_IN, PROTO) as T;
}

/** A message naming stand-ins (an update's error) with the field names the client sent. */
export function messageWithProto(message: string): string {
  return message.replaceAll(PROTO_STAND_IN, PROTO);
}
