import { termsSchemas, type Listing, type ListingKindKey } from '@sg-finance/contract';
import { allCategoriesFilter, kindUiByKey } from '../../../lib/listings/kind-uis';
import {
  getListings,
  getListingsIfChanged,
  type ListingPage,
  type ListingPageRequest,
} from '../../../lib/listings/listings-api';

/** The list call's largest page. */
export const cataloguePageSize = 100;

/** One page of a kind's catalogue as the store holds it, with its validator. */
export interface CataloguePage {
  items: Listing[];
  etag?: string;
}

function pageRequest(page: number, asOf?: string): ListingPageRequest {
  return {
    q: '',
    sort: 'recommended',
    category: allCategoriesFilter,
    filters: {},
    page,
    limit: cataloguePageSize,
    ...(asOf && { asOf }),
  };
}

/**
 * The page as the store keeps it: terms are checked against the contract, and terms that do not
 * parse are left out rather than miscalculated.
 */
function cataloguePage(key: ListingKindKey, { items, etag }: ListingPage): CataloguePage {
  const schema = termsSchemas[key];
  return {
    items: items.map((item) => {
      const { terms, ...listing } = item as typeof item & { terms?: unknown };
      const parsed = schema.safeParse(terms);
      return (parsed.success ? { ...listing, terms: parsed.data } : listing) as Listing;
    }),
    ...(etag && { etag }),
  };
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / cataloguePageSize));

async function getPages(key: ListingKindKey, pages: number[], asOf?: string) {
  const kind = kindUiByKey(key);
  const answers = await Promise.all(
    pages.map((page) => getListings(kind, pageRequest(page, asOf))),
  );
  return answers.map((answer) => cataloguePage(key, answer));
}

/**
 * Every listing of a kind, as it stands now or as it stood at the end of the day `asOf`: the
 * first page of the list call, then all the others at once.
 */
export async function getCatalogue(key: ListingKindKey, asOf?: string): Promise<CataloguePage[]> {
  const kind = kindUiByKey(key);
  const first = await getListings(kind, pageRequest(1, asOf));
  const others = Array.from({ length: pageCount(first.total) - 1 }, (_, index) => index + 2);
  return [cataloguePage(key, first), ...(await getPages(key, others, asOf))];
}

/**
 * The pages held, asked again with their validators (`If-None-Match`): 'unchanged' when the
 * server answers 304 for each. Otherwise a page it still answers 304 for is kept as held, a
 * changed one replaced, pages the catalogue grew by are fetched and pages past its end dropped.
 */
export async function getCatalogueIfChanged(
  key: ListingKindKey,
  held: readonly CataloguePage[],
  asOf?: string,
): Promise<CataloguePage[] | 'unchanged'> {
  const kind = kindUiByKey(key);
  const answers = await Promise.all(
    held.map((page, index) =>
      page.etag === undefined
        ? getListings(kind, pageRequest(index + 1, asOf))
        : getListingsIfChanged(kind, pageRequest(index + 1, asOf), page.etag),
    ),
  );
  const changed = answers.find((answer) => answer !== 'unchanged');
  if (changed === undefined) return 'unchanged';
  const count = pageCount(changed.total);
  const kept = held.slice(0, count).map((page, index) => {
    const answer = answers[index];
    return answer === undefined || answer === 'unchanged' ? page : cataloguePage(key, answer);
  });
  const added = Array.from({ length: count - kept.length }, (_, index) => kept.length + index + 1);
  return [...kept, ...(await getPages(key, added, asOf))];
}
