import { termsSchemas, unitOf, type ListingKindKey, type Unit } from '@sg-finance/contract';
import { z } from 'zod';

/**
 * One input, group or repeatable list of the terms form, read from the kind's terms schema so
 * that a field added to the schema appears in the form. `path` is the field's place without
 * row numbers (`earn.rate`): the key of its label.
 */
export type TermsFormField =
  | { type: 'number'; name: string; path: string; unit: Unit | undefined }
  | { type: 'choice'; name: string; path: string; options: readonly string[] }
  | { type: 'choices'; name: string; path: string; options: readonly string[] }
  | { type: 'text'; name: string; path: string; input: 'text' | 'date' | 'url' }
  /** A list of short texts (product slugs), typed in one input separated by commas. */
  | { type: 'texts'; name: string; path: string }
  | { type: 'yes'; name: string; path: string }
  | { type: 'group'; name: string; path: string; fields: TermsFormField[] }
  | { type: 'rows'; name: string; path: string; fields: TermsFormField[] };

function declared(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}

/** The input a text term is typed in, from the `input` its schema was declared with. */
function textInputOf(schema: z.ZodType): 'text' | 'date' | 'url' {
  const input = (declared(schema).meta() ?? schema.meta())?.input;
  return input === 'date' || input === 'url' ? input : 'text';
}

function fieldOf(name: string, path: string, schema: z.ZodType): TermsFormField {
  const inner = declared(schema);
  if (inner instanceof z.ZodNumber) return { type: 'number', name, path, unit: unitOf(schema) };
  if (inner instanceof z.ZodEnum) {
    return { type: 'choice', name, path, options: inner.options.map(String) };
  }
  if (inner instanceof z.ZodString) return { type: 'text', name, path, input: textInputOf(schema) };
  if (inner instanceof z.ZodBoolean) return { type: 'yes', name, path };
  if (inner instanceof z.ZodObject) {
    return { type: 'group', name, path, fields: termsFormFields(inner, `${path}.`) };
  }
  if (inner instanceof z.ZodArray) {
    const element = declared(inner.element as z.ZodType);
    if (element instanceof z.ZodObject) {
      return { type: 'rows', name, path, fields: termsFormFields(element, `${path}.`) };
    }
    if (element instanceof z.ZodEnum) {
      return { type: 'choices', name, path, options: element.options.map(String) };
    }
    if (element instanceof z.ZodString) return { type: 'texts', name, path };
  }
  throw new Error(`The terms form cannot show ${path}`);
}

/** The fields of an object schema of the terms, in the schema's order. */
export function termsFormFields(schema: z.ZodType, prefix = ''): TermsFormField[] {
  const object = declared(schema);
  if (!(object instanceof z.ZodObject)) throw new Error('Terms are an object schema');
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([name, field]) =>
    fieldOf(name, `${prefix}${name}`, field),
  );
}

const fieldsByKind = new Map<string, TermsFormField[]>();

/** The terms form of a kind, read from its schema once. */
export function termsFormFieldsOf(kind: { key: ListingKindKey }): TermsFormField[] {
  let fields = fieldsByKind.get(kind.key);
  if (!fields) {
    fields = termsFormFields(termsSchemas[kind.key]);
    fieldsByKind.set(kind.key, fields);
  }
  return fields;
}
