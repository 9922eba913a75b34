import { isProviderName, listingKinds, type ListingKindKey } from '@sg-finance/contract';

/** What `/changes` shows: the filters and the page, all kept in the address. */
export interface ChangesFilters {
  /** A listing kind's key; undefined: every kind. */
  kind?: ListingKindKey;
  /** A provider's name; undefined: every provider. */
  provider?: string;
  /** From 1. */
  page: number;
}

const kindKeys: readonly string[] = listingKinds.map((kind) => kind.key);

const isKindKey = (text: string): text is ListingKindKey => kindKeys.includes(text);

/**
 * The filters an address asks for. What cannot be a filter (an unknown kind, a page that is not a
 * whole number from 1) is left out, so an old or mistyped link still shows the latest changes.
 */
export function changesFiltersFromParams(params: URLSearchParams): ChangesFilters {
  const kind = params.get('kind') ?? '';
  // `bank=` is the former name of `provider=`, still carried by older links.
  const provider = (params.get('provider') ?? params.get('bank') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    ...(isKindKey(kind) && { kind }),
    ...(isProviderName(provider) && { provider }),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query of the filters: page 1 and unset filters are left out. */
export function changesFiltersToParams({ kind, provider, page }: ChangesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (provider) params.set('provider', provider);
  if (page > 1) params.set('page', String(page));
  return params;
}
