import type { ListingTerms, TermHeadline } from '@sg-finance/contract';
import type { KindUi } from './kind-uis';
import { formatTermValue } from './format-term';

/** Whether `line` states `figure` as a whole figure: 'S$1,000' is not in 'S$1,000,000'. */
function states(line: string, figure: string): boolean {
  for (let at = line.indexOf(figure); at !== -1; at = line.indexOf(figure, at + 1)) {
    const before = line.charAt(at - 1);
    const after = line.slice(at + figure.length, at + figure.length + 2);
    if (!/[\d.,]/.test(before) && !/^[.,]?\d/.test(after)) return true;
  }
  return false;
}

/**
 * The kind's headline figures of these terms, e.g. ['Annual fee S$196.20', '1.2 miles per S$1'],
 * less those one of the listing's tier lines already states ('Annual fee S$196.20 (first year
 * waived)'), so a card says each figure once.
 */
export function headlineFigures(
  kind: KindUi,
  terms: ListingTerms | undefined,
  tierLines: readonly string[] = [],
): string[] {
  if (!terms) return [];
  return kind.headlineTerms.flatMap((headline) => {
    const value = kind.termFields.find((field) => field.key === headline.key)?.value(terms);
    if (!value) return [];
    const text = formatTermValue(value, headline);
    if (tierLines.some((line) => states(line, text))) return [];
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
