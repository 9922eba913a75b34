import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  changesKey,
  fetchChanges,
  selectChangesState,
  type ChangesPageState,
} from '../changes-slice';
import type { ChangesFilters } from '../lib/changes-address';

/** The page of changes the filters ask for, asked again whenever they change; `retry` asks again. */
export function useChanges(filters: ChangesFilters): {
  state: ChangesPageState;
  retry: () => void;
} {
  const dispatch = useAppDispatch();
  const key = changesKey(filters);
  const held = useAppSelector(selectChangesState);
  const { kind, provider, page } = filters;
  const load = useCallback(
    () => void dispatch(fetchChanges({ kind, provider, page })),
    [dispatch, kind, provider, page],
  );
  useEffect(load, [load]);
  return { state: held.key === key ? held.page : { status: 'loading' }, retry: load };
}
