import type { Application } from '@sg-finance/contract';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../auth';
import { fetchApplications, selectApplications } from '../store/applications-slice';

/**
 * The signed-in user's applications from the store, loaded once for the pages that judge a
 * welcome offer with them (product pages, the card finder, My wallet): undefined while they load
 * or when they could not be loaded, none for a visitor. Another user's, left in the store by an
 * earlier session of the page, are loaded anew.
 */
export function useMyApplications(): readonly Application[] | undefined {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => selectUserState(state).userInfo?._id ?? null);
  const { status, applications, ownerId } = useAppSelector(selectApplications);
  const current = status === 'ready' && ownerId === userId;
  const stale = status === 'idle' || (status === 'ready' && ownerId !== userId);
  useEffect(() => {
    if (userId !== null && stale) void dispatch(fetchApplications());
  }, [dispatch, userId, stale]);
  if (userId === null) return [];
  return current ? applications : undefined;
}
