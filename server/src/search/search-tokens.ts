/**
 * The words of a text as search compares them: lower-case letters and digits without accents, a
 * decimal point kept inside a number ("1.5") and thousands separators dropped ("1,000" is
 * "1000"). Everything else separates words, so "S$1.5 (cash)+" reads as s, 1.5 and cash.
 */
const WORD = /[\p{L}\p{N}]+(?:\.\p{N}+)*/gu;
const THOUSANDS_SEPARATOR = /(?<=\p{N}),(?=\p{N}{3}(?!\p{N}))/gu;

/** Longer words are cut to this length, in records and in searches alike. */
export const MAX_TOKEN_LENGTH = 20;

/** Lower-case, without accents ("Café" reads as "cafe"). */
export function foldCase(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  const words = foldCase(text).replace(THOUSANDS_SEPARATOR, '').match(WORD) ?? [];
  return words.map((word) => word.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * The words a record is found by, each once. A search matches the start of a word through an
 * index range of these words (see search-filter.ts), so no starts of words are stored.
 */
export function recordWords(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap(wordsOf))];
}

/** The distinct words of a search; a record matches when each is the start of one of its words. */
export function queryWords(query: string): string[] {
  return [...new Set(wordsOf(query))];
}
