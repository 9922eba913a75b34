import { listingKindKeys, type Listing, type ListingKindKey } from '@sg-finance/contract';
import { shallowEqual } from 'react-redux';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { catalogueKey, loadCatalogue, selectCatalogueState } from '../catalogue-slice';

export type KindCatalogueView<K extends ListingKindKey> =
  | { status: 'loading' }
  | { status: 'ready'; items: Listing<K>[] }
  | { status: 'failed'; error: string };

/** Every kind's listings; the kinds a page did not ask for stay empty. */
export type Catalogue = { [K in ListingKindKey]: Listing<K>[] };

export type CatalogueView =
  | { status: 'loading' }
  | { status: 'ready'; catalogue: Catalogue }
  | { status: 'failed'; error: string };

/**
 * Every listing of the kind, from the store: loaded the first time a page asks for it (as it
 * stands now, or with the terms it had at the end of the day `asOf`), then shared by every page.
 */
export function useKindCatalogue<K extends ListingKindKey>(
  kind: KindUi & { key: K },
  asOf?: string,
): KindCatalogueView<K> {
  const dispatch = useAppDispatch();
  const held = useAppSelector(
    (state) => selectCatalogueState(state)[catalogueKey({ kind: kind.key, asOf })],
  );
  useEffect(() => {
    void dispatch(loadCatalogue({ kind: kind.key, asOf }));
  }, [dispatch, kind.key, asOf]);
  const pages = held?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  if (held?.status === 'failed') return { status: 'failed', error: held.error ?? '' };
  if (held?.status !== 'ready') return { status: 'loading' };
  return { status: 'ready', items: items as Listing<K>[] };
}

/**
 * The catalogues of the given kinds (the others left empty), from the store as above; `kinds`
 * is a constant of the page.
 */
export function useCatalogue(kinds: readonly ListingKindKey[]): CatalogueView {
  const dispatch = useAppDispatch();
  const held = useAppSelector(
    (state) => kinds.map((kind) => selectCatalogueState(state)[catalogueKey({ kind })]),
    shallowEqual,
  );
  useEffect(() => {
    for (const kind of kinds) void dispatch(loadCatalogue({ kind }));
  }, [dispatch, kinds]);
  const catalogue = useMemo(() => {
    const all = Object.fromEntries(
      listingKindKeys.map((kind) => [kind, []]),
    ) as unknown as Catalogue;
    kinds.forEach((kind, index) => {
      (all as Record<ListingKindKey, Listing[]>)[kind] =
        held[index]?.pages.flatMap((page) => page.items) ?? [];
    });
    return all;
  }, [kinds, held]);
  const failed = held.find((entry) => entry?.status === 'failed');
  if (failed) return { status: 'failed', error: failed.error ?? '' };
  if (!held.every((entry) => entry?.status === 'ready')) return { status: 'loading' };
  return { status: 'ready', catalogue };
}
