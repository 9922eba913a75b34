import mongoose from 'mongoose';
import { queryTokens } from '../search/search-tokens.js';

/**
 * The filter of records holding every word of `query` as a word or the start of one, each an
 * equality on the indexed `searchTokens` (see the searchable plugin), so a database reads the
 * index of its rarest word instead of every record. A search of punctuation alone finds
 * nothing; without a query, everything matches.
 */
export function searchFilter(query: string | undefined): Record<string, unknown> {
  if (!query?.trim()) return {};
  const tokens = queryTokens(query);
  if (tokens.length === 0) return { searchTokens: mongoose.trusted({ $in: [] }) };
  return { $and: tokens.map((token) => ({ searchTokens: token })) };
}
