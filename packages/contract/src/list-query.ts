import type { ListingKind } from './listing-kinds.js';
import type { ListingTerms } from './listing.schema.js';
import type { TermFilter, TermSort } from './terms/term-field.js';
import { MAX_AMOUNT } from './units.js';

/** The limits of every list and search call. */
export const listLimits = {
  /** The most items one page holds, and what a list call without `limit` answers. */
  maxPageSize: 100,
  maxPage: 100_000,
  maxSearchLength: 100,
} as const;

/** How many listings a list page shows at first and adds with each 'Load more'. */
export const listingPageSize = 12;

/** The orders every list offers, before the kind's own term sorts. */
export const baseListingSorts = ['recommended', 'newest', 'title'] as const;
export type BaseListingSort = (typeof baseListingSorts)[number];

/** How a list is ordered: one of the base orders, or a term ascending (1) or descending (-1). */
export type ListingSortChoice =
  { by: BaseListingSort } | { by: 'term'; sort: TermSort<ListingTerms>; direction: 1 | -1 };

/** Every `sort=` value a kind's list takes: the base orders, then `term` and `-term`. */
export function listingSortNames(kind: ListingKind): string[] {
  return [...baseListingSorts, ...kind.termSorts.flatMap((sort) => [sort.name, `-${sort.name}`])];
}

/** The order a `sort=` value names for a kind, or undefined when the kind has no such sort. */
export function parseListingSort(kind: ListingKind, value: string): ListingSortChoice | undefined {
  if ((baseListingSorts as readonly string[]).includes(value)) {
    return { by: value as BaseListingSort };
  }
  const direction = value.startsWith('-') ? -1 : 1;
  const name = direction === -1 ? value.slice(1) : value;
  const sort = kind.termSorts.find((candidate) => candidate.name === name);
  return sort ? { by: 'term', sort, direction } : undefined;
}

/** What an 'at most' need filter takes: a number of at least 0, as text (`5000`, `0.5`, `1e-5`). */
export const filterNumberPattern = /^\d+(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A need filter's value read from an address, or undefined when the API would refuse it (the
 * API's own check is `termFilterValueSchema`, with its messages).
 */
export function readTermFilterValue(filter: TermFilter, text: string): string | number | undefined {
  if (filter.kind === 'equals') return filter.values.includes(text) ? text : undefined;
  const number = text.trim();
  if (!filterNumberPattern.test(number)) return undefined;
  const value = Number(number);
  return value <= MAX_AMOUNT ? value : undefined;
}

/**
 * The API calls a kind's list page makes first when its address asks for no search, order,
 * provider or filter, as its script writes them: the first page in the recommended order and the
 * providers' counts. The server's HTML asks for them too, so they arrive with the script.
 */
export function plainListCalls(kind: ListingKind): string[] {
  const order: BaseListingSort = 'recommended';
  return [
    `${kind.apiPath}?sort=${order}&page=1&limit=${listingPageSize}`,
    `${kind.apiPath}/counts/providers`,
  ];
}
