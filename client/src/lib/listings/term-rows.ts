import type { ListingTerms, TermField, TermValue } from '@sg-finance/contract';
import type { KindUi } from './kind-uis';

export interface TermRow {
  field: TermField<ListingTerms>;
  /** The figure of each set of terms, in their order; undefined where it is not given. */
  values: (TermValue | undefined)[];
}

/** The kind's term fields that at least one of these listings gives, in the kind's order. */
export function termRows(
  kind: KindUi,
  termsOfListings: readonly (ListingTerms | undefined)[],
): TermRow[] {
  return kind.termFields
    .map((field) => ({
      field,
      values: termsOfListings.map((terms) => (terms ? field.value(terms) : undefined)),
    }))
    .filter((row) => row.values.some((value) => value !== undefined));
}
