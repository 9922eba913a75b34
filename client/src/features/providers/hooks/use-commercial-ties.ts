import { effectiveTie, type CommercialTie, type Listing } from '@sg-finance/contract';
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadProviders, selectProvidersState } from '../providers-slice';

/** The tie of a listing's links: its own, else its provider's (undefined: none). */
export type TieOf = (
  listing: Pick<Listing, 'commercialTie' | 'category'>,
) => CommercialTie | undefined;

/**
 * Reads each listing's commercial tie for its links and disclosure, with its provider's from the
 * store (loaded by the first page that asks). Until the providers arrive, only the listing's own.
 */
export function useCommercialTies(): TieOf {
  const dispatch = useAppDispatch();
  const { ties } = useAppSelector(selectProvidersState);
  useEffect(() => {
    void dispatch(loadProviders());
  }, [dispatch]);
  return useCallback(
    (listing) => effectiveTie(listing.commercialTie, ties[listing.category]),
    [ties],
  );
}
