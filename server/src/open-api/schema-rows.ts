import { escapeHtml } from '../page-head/html-text.js';

/** The part of a JSON Schema (2020-12, as OpenAPI 3.1 has it) the reference page shows. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** The unit the contract declares for a figure (`SGD/year`, `percent`...). */
  'x-unit'?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** One line of a schema's table: a field, by its path from the top (`terms.welcome.value`). */
export interface SchemaRow {
  path: string;
  type: string;
  required: boolean;
  notes: string;
}

/** Text with `code` spans, made safe for HTML. */
export function inlineHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

export const schemaAnchor = (name: string) => `schema-${name}`;

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** The type of a schema as a short phrase, with named schemas as links: `array of CreditCard`. */
export function typeHtml(schema: JsonSchema): string {
  if (schema.$ref) {
    const name = escapeHtml(refName(schema.$ref));
    return `<a href="#${schemaAnchor(name)}">${name}</a>`;
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeHtml).join(' or ');
  if (schema.allOf) return schema.allOf.map(typeHtml).join(' and ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (type === 'array') return schema.items ? `array of ${typeHtml(schema.items)}` : 'array';
  if (type === 'object' && typeof schema.additionalProperties === 'object') {
    return `map of text to ${typeHtml(schema.additionalProperties)}`;
  }
  return escapeHtml(type ?? 'any value');
}

const shown = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

/** The rules of a value: its description, unit, allowed values, limits and default. */
export function notesHtml(schema: JsonSchema): string {
  const notes: string[] = [];
  if (schema.description) notes.push(inlineHtml(schema.description));
  if (schema['x-unit']) notes.push(`In ${escapeHtml(schema['x-unit'])}.`);
  if (schema.enum) notes.push(`One of ${schema.enum.map(shown).join(', ')}.`);
  if (schema.const !== undefined) notes.push(`Always ${shown(schema.const)}.`);
  const count = (limit: number, noun: string) => `${limit} ${noun}${limit === 1 ? '' : 's'}`;
  const limits: [keyof JsonSchema, (limit: number) => string][] = [
    ['minimum', (limit) => `At least ${limit}.`],
    ['exclusiveMinimum', (limit) => `More than ${limit}.`],
    ['maximum', (limit) => `At most ${limit}.`],
    ['exclusiveMaximum', (limit) => `Less than ${limit}.`],
    ['minLength', (limit) => `At least ${count(limit, 'character')}.`],
    ['maxLength', (limit) => `At most ${count(limit, 'character')}.`],
    ['minItems', (limit) => `At least ${count(limit, 'item')}.`],
    ['maxItems', (limit) => `At most ${count(limit, 'item')}.`],
  ];
  for (const [key, phrase] of limits) {
    const limit = schema[key];
    if (typeof limit === 'number') notes.push(phrase(limit));
  }
  if (schema.pattern) notes.push(`Matches <code>${escapeHtml(schema.pattern)}</code>.`);
  if (schema.default !== undefined) notes.push(`Default ${shown(schema.default)}.`);
  return notes.join(' ');
}

/** The object an inline schema describes fields of, looking through arrays: none for a $ref. */
function fieldsOf(schema: JsonSchema): { schema: JsonSchema; suffix: string } | undefined {
  if (schema.$ref) return undefined;
  if (schema.properties) return { schema, suffix: '' };
  if (schema.items) {
    const inner = fieldsOf(schema.items);
    return inner && { schema: inner.schema, suffix: `[]${inner.suffix}` };
  }
  return undefined;
}

/** Every field of an object schema, nested inline objects after their parent. */
export function schemaRows(schema: JsonSchema, prefix = ''): SchemaRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const row = {
      path,
      type: typeHtml(field),
      required: required.has(name),
      notes: notesHtml(field),
    };
    const nested = fieldsOf(field);
    return [row, ...(nested ? schemaRows(nested.schema, `${path}${nested.suffix}.`) : [])];
  });
}
