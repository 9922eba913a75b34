import {
  listingDetailPath,
  singaporeToday,
  termFieldLabels,
  termValueText,
  type Fact,
  type FactSource,
  type ListingFacts,
  type ListingKind,
  type ListingTerms,
  type TermSource,
} from '@sg-finance/contract';
import type { SourceCheckRecord } from '../models/source-check.model.js';
import type { ListingRecord } from './listing.service.js';
import { openFinding } from './source-watch/open-finding.js';

/** The source of the listing's figures, with the page as the watch last fetched it. */
function sourceOf(source: TermSource, check: SourceCheckRecord | undefined): FactSource {
  const samePage = check?.url === source.url && check.textHash !== undefined;
  return {
    url: source.url,
    checkedOn: source.verifiedAt,
    ...(source.verifiedBy && { checkedBy: source.verifiedBy }),
    ...(samePage && { pageHash: check.textHash, pageFetchedAt: check.checkedAt.toISOString() }),
  };
}

/**
 * A listing's figures as machines read them: every term its compare table shows, with the value,
 * its unit and the text the site shows, each with its source, the day it was checked, the page's
 * hash at its last fetch and the sentence quoted for it.
 */
export function listingFacts(
  kind: ListingKind,
  listing: ListingRecord,
  check: SourceCheckRecord | undefined,
  siteUrl: string,
): ListingFacts {
  const terms = (listing.terms ?? {}) as ListingTerms & { source?: TermSource };
  const source = terms.source && sourceOf(terms.source, check);
  const quotes = new Map((terms.source?.quotes ?? []).map((quote) => [quote.term, quote.sentence]));
  const figures = kind.termFields.flatMap((field): Fact[] => {
    const value = field.value(terms);
    if (!value) return [];
    const quote = quotes.get(field.key);
    return [
      {
        key: field.key,
        label: termFieldLabels[kind.key][field.key] ?? field.key,
        ...('text' in value ? { value: value.text } : { value: value.value, unit: value.unit }),
        text: termValueText(value),
        ...(source && { source: { ...source, ...(quote && { quote }) } }),
      },
    ];
  });
  const changedAt = openFinding(check, terms.source?.verifiedAt)?.changedAt;
  return {
    kind: kind.key,
    slug: listing.slug,
    title: listing.title,
    provider: listing.category,
    page: `${siteUrl}${listingDetailPath(kind, { slug: listing.slug, _id: listing._id.toString() })}`,
    updatedAt: listing.updatedAt.toISOString(),
    ...(changedAt && { sourceChangedOn: singaporeToday(new Date(changedAt)) }),
    figures,
  };
}
