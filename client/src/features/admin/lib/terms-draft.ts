import { isBlank, newRowId } from './form-rows';
import type { TermsFormField } from './terms-form-fields';

/**
 * The terms as the form holds them while the administrator types: every input's text as typed
 * (so a wrong value stays on screen), groups as objects, repeatable lists as rows with stable ids.
 */
export type TermsDraftValue = string | string[] | TermsDraft | TermsDraftRow[];
export interface TermsDraft {
  [name: string]: TermsDraftValue;
}
export interface TermsDraftRow {
  id: string;
  values: TermsDraft;
}

type Stored = Record<string, unknown>;

function asObject(value: unknown): Stored | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Stored)
    : undefined;
}

/** The draft of stored terms (or of none): numbers as text, lists as rows. */
export function termsDraftOf(fields: readonly TermsFormField[], stored?: unknown): TermsDraft {
  const terms = asObject(stored);
  const draft: TermsDraft = {};
  for (const field of fields) {
    const value = terms?.[field.name];
    if (field.type === 'group') {
      draft[field.name] = termsDraftOf(field.fields, value);
    } else if (field.type === 'rows') {
      draft[field.name] = (Array.isArray(value) ? value : []).map((item) =>
        termsDraftRow(field.fields, item),
      );
    } else if (field.type === 'choices') {
      draft[field.name] = Array.isArray(value) ? value.map(String) : [];
    } else if (field.type === 'texts') {
      draft[field.name] = Array.isArray(value) ? value.map(String).join(', ') : '';
    } else if (field.type === 'yes') {
      draft[field.name] = value === true ? 'yes' : '';
    } else {
      draft[field.name] =
        typeof value === 'number' || typeof value === 'string' ? String(value) : '';
    }
  }
  return draft;
}

export function termsDraftRow(fields: readonly TermsFormField[], stored?: unknown): TermsDraftRow {
  return { id: newRowId(), values: termsDraftOf(fields, stored) };
}

function textAt(draft: TermsDraft, name: string): string {
  const value = draft[name];
  return typeof value === 'string' ? value : '';
}

function groupAt(draft: TermsDraft, name: string): TermsDraft {
  const value = draft[name];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function rowsAt(draft: TermsDraft, name: string): TermsDraftRow[] {
  const value = draft[name];
  if (!Array.isArray(value)) return [];
  return (value as (string | TermsDraftRow)[]).filter(
    (row): row is TermsDraftRow => typeof row === 'object',
  );
}

/** The options ticked in a list of choices. */
export function choicesAt(draft: TermsDraft, name: string): string[] {
  const value = draft[name];
  if (!Array.isArray(value)) return [];
  return (value as (string | TermsDraftRow)[]).filter(
    (option): option is string => typeof option === 'string',
  );
}

/**
 * A number as typed: empty means not given; anything that is not a number is passed on as text,
 * so the schema answers 'must be a number' instead of the value being lost or becoming NaN.
 */
function numberOf(text: string): number | string | undefined {
  if (isBlank(text)) return undefined;
  const number = Number(text.trim());
  return Number.isFinite(number) ? number : text;
}

/** The rows of a list that hold something: completely empty rows are not sent. */
export function filledRows(fields: readonly TermsFormField[], rows: TermsDraftRow[]) {
  return rows.filter((row) => Object.keys(termsOfDraft(fields, row.values)).length > 0);
}

/** The terms to validate and send: only what was given, nothing for empty inputs. */
export function termsOfDraft(fields: readonly TermsFormField[], draft: TermsDraft): Stored {
  const terms: Stored = {};
  for (const field of fields) {
    let value: unknown;
    if (field.type === 'number') value = numberOf(textAt(draft, field.name));
    else if (field.type === 'choice' || field.type === 'text') {
      const text = textAt(draft, field.name);
      value = isBlank(text) ? undefined : text;
    } else if (field.type === 'texts') {
      const items = textAt(draft, field.name)
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
      value = items.length > 0 ? items : undefined;
    } else if (field.type === 'yes') {
      value = textAt(draft, field.name) === 'yes' ? true : undefined;
    } else if (field.type === 'choices') {
      const options = choicesAt(draft, field.name);
      value = options.length > 0 ? options : undefined;
    } else if (field.type === 'group') {
      const group = termsOfDraft(field.fields, groupAt(draft, field.name));
      value = Object.keys(group).length > 0 ? group : undefined;
    } else {
      const rows = filledRows(field.fields, rowsAt(draft, field.name));
      value =
        rows.length > 0 ? rows.map((row) => termsOfDraft(field.fields, row.values)) : undefined;
    }
    if (value !== undefined) terms[field.name] = value;
  }
  return terms;
}

/**
 * The form's key of the place an error path names (`['earn', 0, 'rate']` of the terms sent):
 * names and row ids (`earn.row-7.rate`), counting only the rows that were sent.
 */
export function draftKeyOf(
  fields: readonly TermsFormField[],
  draft: TermsDraft,
  path: readonly PropertyKey[],
): string | undefined {
  const [name, ...rest] = path;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) return undefined;
  if (rest.length === 0 || field.type === 'texts') return field.name;
  if (field.type === 'group') {
    const inner = draftKeyOf(field.fields, groupAt(draft, field.name), rest);
    return inner === undefined ? undefined : `${field.name}.${inner}`;
  }
  if (field.type !== 'rows') return undefined;
  const [index, ...within] = rest;
  const row = filledRows(field.fields, rowsAt(draft, field.name))[Number(index)];
  if (!row) return field.name;
  if (within.length === 0) return `${field.name}.${row.id}`;
  const inner = draftKeyOf(field.fields, row.values, within);
  return inner === undefined ? undefined : `${field.name}.${row.id}.${inner}`;
}
