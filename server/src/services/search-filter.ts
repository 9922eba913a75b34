import { foldCase } from '../models/plugins/searchable.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The words of a search, lower-cased; each must match somewhere. */
function searchWords(query: string): string[] {
  return foldCase(query).split(/\s+/u).filter(Boolean);
}

/**
 * The filter of records whose `searchText` holds every word of `query`, each word taken
 * literally. Without a query, everything matches.
 */
export function searchFilter(query: string | undefined): Record<string, unknown> {
  const words = query ? searchWords(query) : [];
  if (words.length === 0) return {};
  return { $and: words.map((word) => ({ searchText: { $regex: escapeRegExp(word) } })) };
}
