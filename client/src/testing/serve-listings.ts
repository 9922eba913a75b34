import type { ListingTerms } from '@sg-finance/contract';
import { vi } from 'vitest';
import { buildListing } from './fixtures';
import { getListings } from '../lib/listings/listings-api';
import type { KindUi } from '../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import { kindOf } from '../lib/listings/kind-of';

/** A listing of the kind with terms, as the API answers it. */
export function listingWithTerms(
  key: KindUi['key'],
  slug: string,
  title: string,
  terms?: ListingTerms,
): Listing {
  return { ...buildListing(kindOf(key), { _id: slug, slug, title }), ...(terms && { terms }) };
}

/** One page of `listings`, with the total, as the API answers it. */
function pageOf(listings: readonly Listing[], { page, limit }: { page: number; limit: number }) {
  const start = (page - 1) * limit;
  return Promise.resolve({ items: listings.slice(start, start + limit), total: listings.length });
}

/**
 * Answers the list calls of the mocked API module (`vi.mock` of listings-api in the test) one
 * page at a time, with the total, as the API does.
 */
export function serveListings(listings: readonly Listing[]) {
  vi.mocked(getListings).mockImplementation((_kind, request) => pageOf(listings, request));
}

/**
 * As `serveListings`, with the listings as they stood on given days: a call with `asOf` gets
 * that day's listings.
 */
export function serveListingsByDay(
  today: readonly Listing[],
  byDay: Readonly<Record<string, readonly Listing[]>>,
) {
  vi.mocked(getListings).mockImplementation((_kind, request) =>
    pageOf(request.asOf ? (byDay[request.asOf] ?? []) : today, request),
  );
}
