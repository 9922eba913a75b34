import type { Schema } from 'mongoose';
import { foldCase, recordWords } from '../../search/search-tokens.js';
import { deriveOnWrite, retireDerivedFields } from './derived-fields.js';

function textsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.filter((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * Keeps two derived fields: `searchWords`, the words of `fields` (strings or lists of strings),
 * whose multikey index a search reads by the range of each word's start (see search-filter.ts),
 * and `titleKey`, the lower-cased title, for a case-insensitive A-Z order without collations.
 * `searchTokens`, which held every start of every word as well, is removed at start-up.
 */
export function searchable(schema: Schema, fields: readonly string[]): void {
  deriveOnWrite(schema, { searchWords: [String], titleKey: String }, (record) => {
    const title = record.get('title');
    return {
      searchWords: recordWords(fields.flatMap((field) => textsOf(record.get(field)))),
      titleKey: typeof title === 'string' ? foldCase(title) : '',
    };
  });
  schema.index({ searchWords: 1 });
  retireDerivedFields(schema, ['searchTokens']);
  schema.index({ titleKey: 1, _id: 1 });
}
