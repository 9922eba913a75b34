import type { Listing } from '@sg-finance/contract';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { useKindCatalogue } from '../../catalogue';

export interface ComparedListings {
  loading: boolean;
  /** The found listings, in the order of the address. */
  listings: Listing[];
  /** The slugs the catalogue does not hold. */
  missing: string[];
  /** Why the catalogue could not be loaded, e.g. the server being down. */
  error: string | null;
}

/** The address's listings, found in the kind's catalogue (loaded once into the store). */
export function useComparedListings(kind: KindUi, slugs: readonly string[]): ComparedListings {
  const catalogue = useKindCatalogue(kind);
  if (catalogue.status === 'loading')
    return { loading: true, listings: [], missing: [], error: null };
  if (catalogue.status === 'failed') {
    return { loading: false, listings: [], missing: [], error: catalogue.error };
  }
  const listings: Listing[] = [];
  const missing: string[] = [];
  for (const slug of slugs) {
    const found = catalogue.items.find((item) => item.slug === slug || item._id === slug);
    if (found) listings.push(found);
    else missing.push(slug);
  }
  return { loading: false, listings, missing, error: null };
}
