import type { ListingTerms } from '@sg-finance/contract';
import { vi } from 'vitest';
import { buildListing } from '../../../testing/fixtures';
import { getListings } from '../../listings/api/listings-api';
import type { ListingKind } from '../../listings/listing-kinds';
import type { Listing } from '@sg-finance/contract';
import { kindOf } from '../utils/kind-of';

/** A listing of the kind with terms, as the API answers it. */
export function listingWithTerms(
  key: ListingKind['key'],
  slug: string,
  title: string,
  terms?: ListingTerms,
): Listing {
  return { ...buildListing(kindOf(key), { _id: slug, slug, title }), ...(terms && { terms }) };
}

/**
 * Answers the list calls of the mocked API module (`vi.mock` of listings-api in the test) one
 * page at a time, with the total, as the API does.
 */
export function serveListings(listings: readonly Listing[]) {
  vi.mocked(getListings).mockImplementation((_kind, request) => {
    const start = (request.page - 1) * request.limit;
    return Promise.resolve({
      items: listings.slice(start, start + request.limit),
      total: listings.length,
    });
  });
}
