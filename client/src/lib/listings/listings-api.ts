import { ApiRequestError, apiClient, type ApiResponse } from '../api-client';
import { allCategoriesFilter, type KindUi } from './kind-uis';
import type { ListingQuery } from './listing-query';
import type { ProviderCounts, Listing } from '@sg-finance/contract';

export interface ListingPageRequest extends ListingQuery {
  page: number;
  limit: number;
  /** The list as it stood at the end of this day (YYYY-MM-DD) in Singapore. */
  asOf?: string;
}

export interface ListingPage {
  items: Listing[];
  /** All listings matching the query, from the `X-Total-Count` header. */
  total: number;
  /** The answer's validator, for asking later whether it changed (`getListingsIfChanged`). */
  etag?: string;
}

function listParams({
  q,
  sort,
  category,
  filters,
  page,
  limit,
  asOf,
}: ListingPageRequest): Record<string, string | number> {
  const params: Record<string, string | number> = { sort, page, limit };
  if (q !== '') params.q = q;
  if (asOf) params.asOf = asOf;
  if (category !== allCategoriesFilter) params.category = category;
  return Object.assign(params, filters);
}

function listingPage({ data, headers }: ApiResponse<Listing[]>): ListingPage {
  const total = Number(headers['x-total-count']);
  return {
    items: data,
    total: Number.isFinite(total) ? total : data.length,
    ...(headers.etag && { etag: headers.etag }),
  };
}

/** One page of the kind's listings matching the search text, provider, need filters and order. */
export async function getListings(kind: KindUi, request: ListingPageRequest): Promise<ListingPage> {
  return listingPage(await apiClient.get<Listing[]>(kind.apiPath, { params: listParams(request) }));
}

/**
 * The same page again, asked with the validator of the copy held (`If-None-Match`): 'unchanged'
 * when the server answers 304, so nothing is downloaded twice.
 */
export async function getListingsIfChanged(
  kind: KindUi,
  request: ListingPageRequest,
  etag: string,
): Promise<ListingPage | 'unchanged'> {
  const answer = await apiClient.get<Listing[]>(kind.apiPath, {
    params: listParams(request),
    ifNoneMatch: etag,
  });
  return answer.status === 304 ? 'unchanged' : listingPage(answer);
}

/** How many listings each provider has under the search text and need filters (the provider aside). */
export async function getProviderCounts(
  kind: KindUi,
  { q, filters }: Pick<ListingQuery, 'q' | 'filters'>,
): Promise<ProviderCounts> {
  const params: Record<string, string> = { ...filters };
  if (q !== '') params.q = q;
  const { data } = await apiClient.get<ProviderCounts>(`${kind.apiPath}/counts/providers`, {
    params,
  });
  return data;
}

/** The detail call answers a list; the first element is the listing. */
export async function getListing(kind: KindUi, slugOrId: string): Promise<Listing> {
  const { data } = await apiClient.get<Listing[]>(
    `${kind.apiPath}/${encodeURIComponent(slugOrId)}`,
  );
  const [listing] = data;
  if (!listing) throw new ApiRequestError(`This ${kind.noun} could not be found.`, 404);
  return listing;
}
