import { termsSchemas, type Listing } from '@sg-finance/contract';
import { allCategoriesFilter, type KindUi } from '../../../lib/listings/kind-uis';
import { getListings } from '../../../lib/listings/listings-api';

/** The list call's largest page. */
const PAGE_SIZE = 100;

type KindKey = KindUi['key'];

/**
 * Every listing of a kind, as it stands now or as it stood at the end of the day `asOf`: the
 * first page of the list call, then all the others at once. Terms are checked against the
 * contract; terms that do not parse are left out rather than miscalculated.
 */
export async function getAllListings<K extends KindKey>(
  kind: KindUi & { key: K },
  asOf?: string,
): Promise<Listing<K>[]> {
  const request = {
    q: '',
    sort: 'recommended' as const,
    category: allCategoriesFilter,
    filters: {},
    limit: PAGE_SIZE,
    ...(asOf && { asOf }),
  };
  const first = await getListings(kind, { ...request, page: 1 });
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      getListings(kind, { ...request, page: index + 2 }),
    ),
  );
  const schema = termsSchemas[kind.key];
  return [first, ...rest].flatMap((page) =>
    page.items.map((item) => {
      const { terms, ...listing } = item as typeof item & { terms?: unknown };
      const parsed = schema.safeParse(terms);
      return (parsed.success ? { ...listing, terms: parsed.data } : listing) as Listing<K>;
    }),
  );
}
