import {
  isProviderName,
  listLimits,
  parseListingSort,
  readTermFilterValue,
} from '@sg-finance/contract';
import { allCategoriesFilter, termLabel, type KindUi } from './kind-uis';

const baseSortOptions = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'A-Z' },
] as const;

export interface SortOption {
  value: string;
  label: string;
}

/** The orders of a kind's list page: the base orders, then each term sort both ways. */
export function listingSortOptions(kind: KindUi): SortOption[] {
  return [
    ...baseSortOptions,
    ...kind.termSorts.flatMap((sort) => {
      const label = termLabel(kind, sort.name);
      // A sort may name its own orders ('Highest interest first'): labels `sort.name`, `sort.-name`.
      const order = (value: string, words: string) => ({
        value,
        label: kind.termLabels[`sort.${value}`] ?? `${label}: ${words}`,
      });
      return [order(sort.name, 'lowest first'), order(`-${sort.name}`, 'highest first')];
    }),
  ];
}

/**
 * What a visitor asked a list page for, as kept in its address:
 * `?q=&sort=&category=` and the kind's need filters (`rewardType=miles&maxAnnualFee=0`).
 */
export interface ListingQuery {
  q: string;
  /** A base order or a term sort of the kind (`annualFee`, `-annualFee`). */
  sort: string;
  /** A provider, or 'All'. */
  category: string;
  /** The need filters chosen, by filter name, as their address text. */
  filters: Readonly<Record<string, string>>;
}

export const plainListingQuery: ListingQuery = {
  q: '',
  sort: 'recommended',
  category: allCategoriesFilter,
  filters: {},
};

/** The filter's value as the server reads it, or undefined when it would refuse it. */
function filterValue(kind: KindUi, name: string, text: string | null): string | undefined {
  const filter = kind.termFilters.find((candidate) => candidate.name === name);
  if (!filter || text === null) return undefined;
  const value = readTermFilterValue(filter, text);
  return value === undefined ? undefined : String(value);
}

/** Reads the list page's address, ignoring values the server would refuse. */
export function listingQueryFromParams(kind: KindUi, params: URLSearchParams): ListingQuery {
  const q = (params.get('q') ?? '').trim().slice(0, listLimits.maxSearchLength);
  const sort = params.get('sort') ?? '';
  const category = (params.get('category') ?? '').trim();
  const filters: Record<string, string> = {};
  for (const filter of kind.termFilters) {
    const value = filterValue(kind, filter.name, params.get(filter.name));
    if (value !== undefined) filters[filter.name] = value;
  }
  return {
    q,
    sort: parseListingSort(kind, sort) ? sort : plainListingQuery.sort,
    category: isProviderName(category) ? category : allCategoriesFilter,
    filters,
  };
}

/** The address of a query, leaving defaults out so the plain list keeps its plain address. */
export function listingQueryToParams(kind: KindUi, query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.sort !== plainListingQuery.sort) params.set('sort', query.sort);
  if (query.category !== allCategoriesFilter) params.set('category', query.category);
  for (const filter of kind.termFilters) {
    const value = query.filters[filter.name];
    if (value !== undefined) params.set(filter.name, value);
  }
  return params;
}

/** One stable text per query: the list state remembers which query its items answer. */
export function listingQueryKey(kind: KindUi, query: ListingQuery): string {
  return listingQueryToParams(kind, query).toString();
}

export function hasNeedFilters(query: ListingQuery): boolean {
  return Object.keys(query.filters).length > 0;
}

/** The part of a query the provider counts answer: neither the provider nor the order changes them. */
export function providerCountsQueryKey(kind: KindUi, query: ListingQuery): string {
  return listingQueryKey(kind, {
    ...query,
    category: plainListingQuery.category,
    sort: plainListingQuery.sort,
  });
}
