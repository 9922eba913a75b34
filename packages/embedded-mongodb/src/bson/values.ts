import { Binary, BSON, DBRef, Double, Int32, UUID } from 'bson';

/** A BSON document as held in memory: plain objects, arrays, numbers and `bson` value classes. */
export type BsonDocument = { [key: string]: unknown };

/**
 * Numbers are deserialized without promotion so that an integral double (`1.0`, `-0.0`) can be
 * told apart from an int32. In memory, int32 values and doubles that `bson` would serialize as
 * doubles anyway become plain numbers (so query and update operators see numbers); only integral
 * doubles keep their `Double` wrapper, and int64 stays a `Long`, so every value is written back
 * with the type it arrived with.
 */
const DESERIALIZE_OPTIONS = { promoteValues: false, promoteBuffers: false } as const;

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

export function isPlainObject(value: unknown): value is BsonDocument {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** True when `bson` serializes this JS number as an int32. */
export function serializesAsInt32(value: number): boolean {
  return (
    Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX && !Object.is(value, -0)
  );
}

/** A DBRef as the plain `{ $ref, $id, $db }` document it is stored as, so `ref.$id` resolves. */
function dbRefDocument(ref: DBRef): BsonDocument {
  const document: BsonDocument = { $ref: ref.collection, $id: normalizeValue(ref.oid) };
  if (ref.db) document.$db = ref.db;
  for (const [key, field] of Object.entries(ref.fields)) document[key] = normalizeValue(field);
  return document;
}

/**
 * A binary value with bytes of its own. `bson` reads one as a view of the bytes it reads from, so
 * a kept view would keep the whole journal file or wire message alive (17 MB for a collection's
 * UUID read from a journal of 10,000 listings).
 */
function ownBytes(value: Binary): Binary {
  const bytes = value.buffer;
  if (bytes.byteLength === bytes.buffer.byteLength) return value;
  const copy = new Uint8Array(bytes.subarray(0, value.position));
  return value instanceof UUID ? new UUID(copy) : new Binary(copy, value.sub_type);
}

/**
 * The one copy V8 keeps of a text, flat. A property name is internalized into V8's string table,
 * which drops the texts nothing uses any more. Stored documents repeat the same texts thousands of
 * times (a bank's name, a category, a term's wording: a quarter of a 10,000-listing catalogue's
 * memory), and each deserialized copy would otherwise be a string of its own; a key built by
 * concatenation would otherwise keep a 32-byte node per piece.
 */
export function internalized(text: string): string {
  const holder: Record<string, 0> = { [text]: 0 };
  for (const key in holder) return key;
  return text;
}

/** Longer texts are seldom repeated word for word, and hashing them would cost more than it saves. */
const INTERNED_MAX_LENGTH = 200;

function normalizeValue(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > INTERNED_MAX_LENGTH ? value : internalized(value);
  }
  if (value instanceof Int32) return value.value;
  if (value instanceof Binary) return ownBytes(value);
  if (value instanceof DBRef) return dbRefDocument(value);
  if (value instanceof Double) {
    return serializesAsInt32(value.value) || Object.is(value.value, -0) ? value : value.value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = normalizeValue(value[i]);
    return value;
  }
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) value[key] = normalizeValue(value[key]);
  }
  return value;
}

export function deserializeDocument(bytes: Uint8Array): BsonDocument {
  return normalizeValue(BSON.deserialize(bytes, DESERIALIZE_OPTIONS)) as BsonDocument;
}

export function serializeDocument(document: BsonDocument): Uint8Array {
  return BSON.serialize(document, { checkKeys: false, ignoreUndefined: false });
}

export function documentSize(document: BsonDocument): number {
  return BSON.calculateObjectSize(document, { ignoreUndefined: false });
}

/** `target[key] = value`, except that `__proto__` becomes an own field instead of the prototype. */
export function defineField(target: BsonDocument, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

/** Deep copy of the containers of a document; BSON value objects are immutable and shared. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDocument(item)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: BsonDocument = {};
    for (const key of Object.keys(value)) {
      if (key === '__proto__') defineField(copy, key, cloneDocument(value[key]));
      else copy[key] = cloneDocument(value[key]);
    }
    return copy as T;
  }
  return value;
}
