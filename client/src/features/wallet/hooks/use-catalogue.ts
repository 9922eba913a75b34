import type { Listing, ListingKindKey } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { getAllListings } from '../../catalogue/api/all-listings';
import { kindUis } from '../../../lib/listings/kind-uis';

export type Catalogue = { [K in ListingKindKey]: Listing<K>[] };

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; catalogue: Catalogue }
  | { status: 'failed'; error: string };

async function loadCatalogue(kinds: readonly ListingKindKey[]): Promise<Catalogue> {
  const catalogue = { card: [], investment: [], insurance: [], loan: [], saving: [] } as Catalogue;
  await Promise.all(
    kindUis
      .filter((kind) => kinds.includes(kind.key))
      .map(async (kind) => {
        (catalogue as Record<ListingKindKey, Listing[]>)[kind.key] = await getAllListings(kind);
      }),
  );
  return catalogue;
}

/** Every listing of the given kinds (the others left empty), fetched once. */
export function useCatalogue(kinds: readonly ListingKindKey[]): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const key = kinds.join(',');
  useEffect(() => {
    let current = true;
    loadCatalogue(key.split(',') as ListingKindKey[]).then(
      (catalogue) => current && setState({ status: 'ready', catalogue }),
      (error: unknown) => current && setState({ status: 'failed', error: describeApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
