import { Decimal128, Double, Int32, Long } from 'bson';
import { bsonTypeName, isNumeric, valuesEqual } from '../bson/order.js';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { badValue } from '../errors.js';

type Check = (value: unknown) => boolean;

const BSON_TYPES = new Set([
  'double',
  'string',
  'object',
  'array',
  'binData',
  'undefined',
  'objectId',
  'bool',
  'date',
  'null',
  'regex',
  'dbPointer',
  'javascript',
  'symbol',
  'javascriptWithScope',
  'int',
  'timestamp',
  'long',
  'decimal',
  'minKey',
  'maxKey',
  'number',
]);
const JSON_TYPES: Record<string, (name: string) => boolean> = {
  object: (name) => name === 'object',
  array: (name) => name === 'array',
  number: (name) => ['int', 'long', 'double', 'decimal'].includes(name),
  boolean: (name) => name === 'bool',
  string: (name) => name === 'string',
  null: (name) => name === 'null',
};
/** Keywords MongoDB's `$jsonSchema` documents as unsupported. */
const UNSUPPORTED = ['$ref', '$schema', 'default', 'definitions', 'format', 'id'];
const ANNOTATIONS = new Set(['title', 'description']);
/** Keywords read by `propertiesCheck`, `itemsCheck` and `minimum`/`maximum`. */
const STRUCTURAL = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'additionalItems',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return Number(value.toString());
  return Number.NaN;
}

function list(value: unknown, keyword: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badValue(`$jsonSchema keyword '${keyword}' must be a non-empty array`);
  return value;
}

function typeCheck(keyword: 'type' | 'bsonType', spec: unknown): Check {
  const names = (Array.isArray(spec) ? spec : [spec]).map(String);
  for (const name of names) {
    const known = keyword === 'type' ? name in JSON_TYPES : BSON_TYPES.has(name);
    if (!known) throw badValue(`Unknown ${keyword} alias: ${name}`);
  }
  return (value) => {
    const actual = bsonTypeName(value);
    return names.some((name) =>
      keyword === 'type'
        ? (JSON_TYPES[name] as (type: string) => boolean)(actual)
        : name === 'number'
          ? isNumeric(value)
          : name === actual,
    );
  };
}

function numberCheck(test: (value: number) => boolean): Check {
  return (value) => !isNumeric(value) || test(toNumber(value));
}

function stringCheck(test: (value: string) => boolean): Check {
  return (value) => typeof value !== 'string' || test(value);
}

function arrayCheck(test: (value: unknown[]) => boolean): Check {
  return (value) => !Array.isArray(value) || test(value);
}

function objectCheck(test: (value: BsonDocument) => boolean): Check {
  return (value) => !isPlainObject(value) || test(value);
}

function propertiesCheck(schema: BsonDocument): Check | undefined {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const patterns = Object.entries(
    isPlainObject(schema.patternProperties) ? schema.patternProperties : {},
  ).map(([pattern, sub]) => [new RegExp(pattern, 'u'), compileSchema(sub)] as const);
  const named = new Map(Object.entries(properties).map(([key, sub]) => [key, compileSchema(sub)]));
  const additional = schema.additionalProperties;
  const additionalCheck = isPlainObject(additional) ? compileSchema(additional) : undefined;
  if (named.size === 0 && patterns.length === 0 && additional === undefined) return undefined;
  return objectCheck((document) =>
    Object.entries(document).every(([key, value]) => {
      const own = named.get(key);
      if (own && !own(value)) return false;
      const matching = patterns.filter(([pattern]) => pattern.test(key));
      if (!matching.every(([, check]) => check(value))) return false;
      if (own || matching.length > 0) return true;
      if (additional === false) return false;
      return additionalCheck ? additionalCheck(value) : true;
    }),
  );
}

function itemsCheck(schema: BsonDocument): Check | undefined {
  const { items, additionalItems } = schema;
  if (items === undefined) return undefined;
  if (!Array.isArray(items)) {
    const each = compileSchema(items);
    return arrayCheck((array) => array.every(each));
  }
  const positional = items.map(compileSchema);
  const rest =
    additionalItems === false
      ? () => false
      : isPlainObject(additionalItems)
        ? compileSchema(additionalItems)
        : () => true;
  return arrayCheck((array) =>
    array.every((item, i) => (i < positional.length ? (positional[i] as Check)(item) : rest(item))),
  );
}

function keywordCheck(keyword: string, spec: unknown, schema: BsonDocument): Check | undefined {
  switch (keyword) {
    case 'type':
    case 'bsonType':
      return typeCheck(keyword, spec);
    case 'enum': {
      const allowed = list(spec, keyword);
      return (value) => allowed.some((item) => valuesEqual(item, value));
    }
    case 'minimum':
      return numberCheck((value) =>
        schema.exclusiveMinimum === true ? value > toNumber(spec) : value >= toNumber(spec),
      );
    case 'maximum':
      return numberCheck((value) =>
        schema.exclusiveMaximum === true ? value < toNumber(spec) : value <= toNumber(spec),
      );
    case 'multipleOf':
      return numberCheck((value) => value % toNumber(spec) === 0);
    case 'minLength':
      return stringCheck((value) => [...value].length >= toNumber(spec));
    case 'maxLength':
      return stringCheck((value) => [...value].length <= toNumber(spec));
    case 'pattern': {
      const pattern = new RegExp(String(spec), 'u');
      return stringCheck((value) => pattern.test(value));
    }
    case 'minItems':
      return arrayCheck((value) => value.length >= toNumber(spec));
    case 'maxItems':
      return arrayCheck((value) => value.length <= toNumber(spec));
    case 'uniqueItems':
      return spec === true
        ? arrayCheck((value) =>
            value.every((item, i) => value.findIndex((other) => valuesEqual(other, item)) === i),
          )
        : undefined;
    case 'minProperties':
      return objectCheck((value) => Object.keys(value).length >= toNumber(spec));
    case 'maxProperties':
      return objectCheck((value) => Object.keys(value).length <= toNumber(spec));
    case 'required': {
      const names = list(spec, keyword).map(String);
      return objectCheck((value) => names.every((name) => value[name] !== undefined));
    }
    case 'dependencies': {
      if (!isPlainObject(spec))
        throw badValue("$jsonSchema keyword 'dependencies' must be an object");
      const rules = Object.entries(spec).map(([key, rule]): [string, Check] => {
        if (Array.isArray(rule)) {
          const names = rule.map(String);
          return [
            key,
            (value) => names.every((name) => (value as BsonDocument)[name] !== undefined),
          ];
        }
        return [key, compileSchema(rule)];
      });
      return objectCheck((value) =>
        rules.every(([key, rule]) => value[key] === undefined || rule(value)),
      );
    }
    case 'allOf': {
      const checks = list(spec, keyword).map(compileSchema);
      return (value) => checks.every((check) => check(value));
    }
    case 'anyOf': {
      const checks = list(spec, keyword).map(compileSchema);
      return (value) => checks.some((check) => check(value));
    }
    case 'oneOf': {
      const checks = list(spec, keyword).map(compileSchema);
      return (value) => checks.filter((check) => check(value)).length === 1;
    }
    case 'not': {
      const check = compileSchema(spec);
      return (value) => !check(value);
    }
    default:
      throw badValue(`Unknown $jsonSchema keyword: ${keyword}`);
  }
}

/** Compiles one (sub)schema of MongoDB's `$jsonSchema` dialect into a predicate on a value. */
function compileSchema(schema: unknown): Check {
  if (!isPlainObject(schema)) throw badValue('$jsonSchema must be an object');
  const checks: Check[] = [];
  for (const [keyword, spec] of Object.entries(schema)) {
    if (UNSUPPORTED.includes(keyword))
      throw badValue(`$jsonSchema keyword '${keyword}' is not currently supported`);
    if (ANNOTATIONS.has(keyword)) continue;
    if (STRUCTURAL.has(keyword)) continue;
    const check = keywordCheck(keyword, spec, schema);
    if (check) checks.push(check);
  }
  const properties = propertiesCheck(schema);
  if (properties) checks.push(properties);
  const items = itemsCheck(schema);
  if (items) checks.push(items);
  return (value) => checks.every((check) => check(value));
}

/**
 * MongoDB's `$jsonSchema` (draft 4 with `bsonType`, as its manual lists the keywords), for the
 * query operator and for collection validators. Given to mingo as its `jsonSchemaValidator`.
 */
export function jsonSchemaValidator(schema: BsonDocument): (document: BsonDocument) => boolean {
  return compileSchema(schema);
}
