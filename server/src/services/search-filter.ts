import mongoose from 'mongoose';
import { queryWords } from '../search/search-tokens.js';

/** A pattern matching text that starts with `word` exactly (its "." taken literally). */
function startsWith(word: string): RegExp {
  return new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * The filter of records holding every word of `query` as a word or the start of one: for each
 * word, an anchored regular expression on the indexed `searchWords` (see the searchable plugin),
 * which MongoDB and the embedded engine both answer with the index range of the words starting
 * with it, reading the range of its rarest word instead of every record. A search of
 * punctuation alone finds nothing; without a query, everything matches.
 */
export function searchFilter(query: string | undefined): Record<string, unknown> {
  if (!query?.trim()) return {};
  const words = queryWords(query);
  if (words.length === 0) return { searchWords: mongoose.trusted({ $in: [] }) };
  return { $and: words.map((word) => ({ searchWords: startsWith(word) })) };
}
