import type { Schema } from 'mongoose';
import { foldCase, recordTokens } from '../../search/search-tokens.js';
import { deriveOnWrite } from './derived-fields.js';

function textsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.filter((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * Keeps two derived fields: `searchTokens`, the words of `fields` (strings or lists of strings)
 * and their starts, which a search looks up in a multikey index word by word (see
 * search-filter.ts), and `titleKey`, the lower-cased title, for a case-insensitive A-Z order
 * without collations.
 */
export function searchable(schema: Schema, fields: readonly string[]): void {
  deriveOnWrite(schema, { searchTokens: [String], titleKey: String }, (record) => {
    const title = record.get('title');
    return {
      searchTokens: recordTokens(fields.flatMap((field) => textsOf(record.get(field)))),
      titleKey: typeof title === 'string' ? foldCase(title) : '',
    };
  });
  schema.index({ searchTokens: 1 });
  schema.index({ titleKey: 1, _id: 1 });
}
