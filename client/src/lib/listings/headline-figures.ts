import type { ListingTerms, TermHeadline } from '@sg-finance/contract';
import type { KindUi } from './kind-uis';
import { formatTermValue } from './format-term';

/** The kind's headline figures of these terms, e.g. ['Annual fee S$196.20', '1.2 miles per S$1']. */
export function headlineFigures(kind: KindUi, terms: ListingTerms | undefined): string[] {
  if (!terms) return [];
  return kind.headlineTerms.flatMap((headline) => {
    const value = kind.termFields.find((field) => field.key === headline.key)?.value(terms);
    if (!value) return [];
    const text = formatTermValue(value, headline);
    return [headline.label ? `${headline.label} ${text}` : text];
  });
}

/**
 * The figure a list card leads with, in words: 'Up to 4 miles per S$1, online, first S$1,500 a
 * month'. It is the kind's best figure of the terms, never a base rate that undersells the product.
 */
export function headlineText(kind: KindUi, terms: ListingTerms | undefined): string | undefined {
  const headline: TermHeadline | undefined = terms && kind.headline?.(terms);
  if (!headline) return undefined;
  const figure = formatTermValue(headline.figure, { percentSuffix: kind.headlinePercentSuffix });
  const lead = headline.qualifier ? `${headline.qualifier} ${figure}` : figure;
  const sentence = headline.condition ? `${lead}, ${headline.condition}` : lead;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
