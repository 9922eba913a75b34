import { ApiRequestError, apiClient } from '../../../lib/api-client';
import type { ListingKind } from '../listing-kinds';
import type { Listing } from '../types';

export async function getListings(kind: ListingKind): Promise<Listing[]> {
  const { data } = await apiClient.get<Listing[]>(kind.apiPath);
  return data;
}

/** The detail call answers a list; the first element is the listing. */
export async function getListing(kind: ListingKind, slugOrId: string): Promise<Listing> {
  const { data } = await apiClient.get<Listing[]>(
    `${kind.apiPath}/${encodeURIComponent(slugOrId)}`,
  );
  const [listing] = data;
  if (!listing) throw new ApiRequestError(`This ${kind.noun} could not be found.`, 404);
  return listing;
}
