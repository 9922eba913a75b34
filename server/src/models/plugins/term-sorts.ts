import type { ListingKind, ListingTerms, TermSort } from '@sg-finance/contract';
import { Schema } from 'mongoose';
import { deriveOnWrite } from './derived-fields.js';

/** Where a term sort's figure is stored: `termSort.<name>.value`, and `.missing` without one. */
export function termSortPaths(sort: Pick<TermSort<ListingTerms>, 'name'>) {
  return { value: `termSort.${sort.name}.value`, missing: `termSort.${sort.name}.missing` };
}

/**
 * The order of a term sort: listings without the figure last in both directions (`missing` is
 * false before true), then the figure, then the id, so the order is total.
 */
export function termSortOrder(sort: Pick<TermSort<ListingTerms>, 'name'>, direction: 1 | -1) {
  const paths = termSortPaths(sort);
  return { [paths.missing]: 1, [paths.value]: direction, _id: direction } as const;
}

/**
 * Stores the figure of each of the kind's term sorts (the annual fee, the welcome gift in S$...)
 * with the terms it comes from, and indexes each order, so lists sort by an index.
 */
export function termSorts(schema: Schema, kind: ListingKind): void {
  deriveOnWrite(schema, { termSort: Schema.Types.Mixed }, (record) => {
    const terms = (record.get('terms') ?? {}) as ListingTerms;
    return {
      termSort: Object.fromEntries(
        kind.termSorts.map((sort) => {
          const value = sort.value(terms);
          return [sort.name, value === undefined ? { missing: true } : { missing: false, value }];
        }),
      ),
    };
  });
  for (const sort of kind.termSorts) {
    schema.index(termSortOrder(sort, 1));
    schema.index(termSortOrder(sort, -1));
  }
}
