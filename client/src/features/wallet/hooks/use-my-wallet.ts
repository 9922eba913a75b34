import type { StoredWallet } from '@sg-finance/contract';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../../auth';
import { fetchMyWallet, selectMyWallet } from '../store/my-wallet-slice';

export type MyWalletState =
  | { status: 'loading' }
  | { status: 'ready'; wallet: StoredWallet | null }
  | { status: 'failed'; error: string };

/**
 * The signed-in user's saved wallet from the store (null before they save one), loaded once per
 * visit for every page that reads it; another user's, left by an earlier session of the page, is
 * loaded anew. A failed load is asked again by the next page that reads it.
 */
export function useMyWallet(): MyWalletState {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => selectUserState(state).userInfo?._id ?? null);
  const { status, wallet, error, ownerId } = useAppSelector(selectMyWallet);
  const stale = status === 'idle' || (status !== 'loading' && ownerId !== userId);
  const failed = status === 'failed';
  useEffect(() => {
    if (userId !== null && (stale || failed)) void dispatch(fetchMyWallet());
    // Not on `failed`: a failed load is tried again by the next page that reads it, not in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, userId, stale]);
  if (stale || status === 'loading') return { status: 'loading' };
  if (status === 'failed') return { status: 'failed', error: error ?? 'Server Error' };
  return { status: 'ready', wallet };
}
