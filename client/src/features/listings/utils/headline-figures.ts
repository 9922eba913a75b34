import type { ListingTerms } from '@sg-finance/contract';
import type { ListingKind } from '../listing-kinds';
import { formatTermValue } from './format-term';

/** The kind's headline figures of these terms, e.g. ['Annual fee S$196.20', '1.2 miles per S$1']. */
export function headlineFigures(kind: ListingKind, terms: ListingTerms | undefined): string[] {
  if (!terms) return [];
  return kind.headlineTerms.flatMap((headline) => {
    const value = kind.termFields.find((field) => field.key === headline.key)?.value(terms);
    if (!value) return [];
    const text = formatTermValue(value, headline);
    return [headline.label ? `${headline.label} ${text}` : text];
  });
}
