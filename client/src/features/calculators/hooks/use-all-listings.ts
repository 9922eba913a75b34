import type { Listing } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { getAllListings } from '../../catalogue/api/all-listings';

type KindKey = KindUi['key'];

export type AllListings<K extends KindKey> =
  | { status: 'loading' }
  | { status: 'ready'; items: Listing<K>[] }
  | { status: 'failed'; error: string };

/**
 * Every listing of the kind, fetched when the calculator opens: as it stands now, or with the
 * terms it had at the end of the day `asOf` (fetched again when the day changes).
 */
export function useAllListings<K extends KindKey>(
  kind: KindUi & { key: K },
  asOf?: string,
): AllListings<K> {
  const [state, setState] = useState<AllListings<K>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getAllListings(kind, asOf).then(
      (items) => current && setState({ status: 'ready', items }),
      (error: unknown) => current && setState({ status: 'failed', error: describeApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind, asOf]);
  return state;
}
