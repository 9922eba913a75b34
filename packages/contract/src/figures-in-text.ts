import type { ListingKind } from './listing-kinds.js';
import type { ListingTerms } from './listing.schema.js';
import { milesPerPointOf } from './points/points-currency.js';

/** A figure written in a listing's words: '1.6%', 'S$1,500', '4 mpd', '28,000 miles'. */
export interface WrittenFigure {
  /** Where it is written: 'title', 'subtitle', 'tiers.tier1', 'keyFeatures', 'rewardOffer'. */
  field: string;
  /** The figure as written. */
  text: string;
  value: number;
}

/** What a listing says in words, the places a visitor reads figures in. */
export interface ListingWords {
  title?: string;
  subtitle?: string;
  tiers?: { tier1?: string; tier2?: string; tier3?: string };
  keyFeatures?: readonly string[];
  rewardOffer?: readonly { description?: string; tag?: string }[];
}

// A number as banks write it: 1,500 or 1500 or 4.05, with 'k' for thousands (S$75k).
const number = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k\b)?`;
const figurePatterns: readonly RegExp[] = [
  new RegExp(String.raw`${number}\s?%`, 'gi'),
  // S$ amounts, but not the S$1 of 'per S$1' (a rate's unit, not a figure).
  new RegExp(String.raw`(?<!per\s)(?:S\$|(?<![A-Z])\$)\s?${number}`, 'gi'),
  new RegExp(String.raw`${number}\s?(?:mpd|(?:bonus\s)?(?:miles|points|mile|point)\b)`, 'gi'),
];

function valueOf(whole: string, fraction: string | undefined, thousands: string | undefined) {
  const value = Number(`${whole.replaceAll(',', '')}${fraction ?? ''}`);
  return thousands ? value * 1000 : value;
}

/** Every figure written in a text, in the order the patterns find them. */
export function figuresIn(field: string, text: string): WrittenFigure[] {
  return figurePatterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      field,
      text: match[0].trim(),
      value: valueOf(match[1] as string, match[2], match[3]),
    })),
  );
}

function wordsOf(listing: ListingWords): [string, string][] {
  return [
    ['title', listing.title ?? ''],
    ['subtitle', listing.subtitle ?? ''],
    ['tiers.tier1', listing.tiers?.tier1 ?? ''],
    ['tiers.tier2', listing.tiers?.tier2 ?? ''],
    ['tiers.tier3', listing.tiers?.tier3 ?? ''],
    ...(listing.keyFeatures ?? []).map((line): [string, string] => ['keyFeatures', line]),
    ...(listing.rewardOffer ?? []).flatMap((offer): [string, string][] => [
      ['rewardOffer', offer.description ?? ''],
      ['rewardOffer', offer.tag ?? ''],
    ]),
  ];
}

/** Every number of the terms, however deep: rates, caps, fees, thresholds, table rows. */
function numbersOf(value: unknown, into: number[] = []): number[] {
  if (typeof value === 'number') into.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersOf(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) numbersOf(item, into);
  }
  return into;
}

const sameFigure = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The figures a listing's words state that its terms do not hold: a rate, fee or amount in the
 * title, subtitle, tiers, key features or offers that is neither a number of the terms nor the
 * kind's headline figure worked out from them. Such text contradicts the terms or states what
 * they cannot check; either way a visitor could be misled, so the admin is warned on save.
 */
export function figuresNotInTerms(
  kind: Pick<ListingKind, 'headline'>,
  listing: ListingWords & { terms?: ListingTerms | undefined },
): WrittenFigure[] {
  const held = numbersOf(listing.terms);
  // A points card's miles a point are its currency's, not a number of its terms.
  const milesPerPoint =
    listing.terms && 'pointsCurrency' in listing.terms ? milesPerPointOf(listing.terms) : undefined;
  if (milesPerPoint !== undefined) held.push(milesPerPoint);
  const headline = listing.terms && kind.headline?.(listing.terms);
  if (headline) held.push(headline.figure.value);
  return wordsOf(listing)
    .flatMap(([field, text]) => figuresIn(field, text))
    .filter((figure) => !held.some((number) => sameFigure(number, figure.value)));
}
