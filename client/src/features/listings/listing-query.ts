import { allCategoriesFilter, bankCategories } from './listing-kinds';

export const listingSorts = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'title', label: 'A-Z' },
] as const;

export type ListingSort = (typeof listingSorts)[number]['value'];

/** How many listings a list page shows at first and adds with each 'Load more'. */
export const listingPageSize = 12;

/** What a visitor asked a list page for, as kept in its address: `?q=&sort=&category=`. */
export interface ListingQuery {
  q: string;
  sort: ListingSort;
  /** A bank, or 'All'. */
  category: string;
}

/** Reads the list page's address, ignoring values the server would refuse. */
export function listingQueryFromParams(params: URLSearchParams): ListingQuery {
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const sort = listingSorts.find((option) => option.value === params.get('sort'))?.value;
  const category = params.get('category') ?? '';
  return {
    q,
    sort: sort ?? 'recommended',
    category: (bankCategories as readonly string[]).includes(category)
      ? category
      : allCategoriesFilter,
  };
}

/** The address of a query, leaving defaults out so the plain list keeps its plain address. */
export function listingQueryToParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.sort !== 'recommended') params.set('sort', query.sort);
  if (query.category !== allCategoriesFilter) params.set('category', query.category);
  return params;
}

/** One stable text per query: the list state remembers which query its items answer. */
export function listingQueryKey(query: ListingQuery): string {
  return listingQueryToParams(query).toString();
}
