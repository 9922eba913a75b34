import { useEffect, useState } from 'react';
import { ApiRequestError, describeApiError } from '../../../lib/api-client';
import { getListing } from '../../../lib/listings/listings-api';
import type { KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';

export interface ComparedListings {
  loading: boolean;
  /** The found listings, in the order of the address. */
  listings: Listing[];
  /** The slugs the server does not know. */
  missing: string[];
  /** The first failure other than a missing listing, e.g. the server being down. */
  error: string | null;
}

const loadingState: ComparedListings = { loading: true, listings: [], missing: [], error: null };

/** Loads each slug with the kind's detail call; the comparison is built from the address alone. */
export function useComparedListings(kind: KindUi, slugs: readonly string[]): ComparedListings {
  const [state, setState] = useState<ComparedListings>(loadingState);
  const key = slugs.join(',');

  useEffect(() => {
    let current = true;
    setState(loadingState);
    const requested = key === '' ? [] : key.split(',');
    void Promise.allSettled(requested.map((slug) => getListing(kind, slug))).then((answers) => {
      if (!current) return;
      const next: ComparedListings = { loading: false, listings: [], missing: [], error: null };
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled') next.listings.push(answer.value);
        else if (answer.reason instanceof ApiRequestError && answer.reason.status === 404)
          next.missing.push(requested[index] ?? '');
        else next.error ??= describeApiError(answer.reason);
      });
      setState(next);
    });
    return () => {
      current = false;
    };
  }, [kind, key]);

  return state;
}
