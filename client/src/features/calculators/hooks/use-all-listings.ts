import type { Listing } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import type { ListingKind } from '../../listings/listing-kinds';
import { getAllListings } from '../api/all-listings';

type KindKey = ListingKind['key'];

export type AllListings<K extends KindKey> =
  | { status: 'loading' }
  | { status: 'ready'; items: Listing<K>[] }
  | { status: 'failed'; error: string };

/** Every listing of the kind, fetched once when the calculator opens. */
export function useAllListings<K extends KindKey>(kind: ListingKind & { key: K }): AllListings<K> {
  const [state, setState] = useState<AllListings<K>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getAllListings(kind).then(
      (items) => current && setState({ status: 'ready', items }),
      (error: unknown) => current && setState({ status: 'failed', error: describeApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [kind]);
  return state;
}
