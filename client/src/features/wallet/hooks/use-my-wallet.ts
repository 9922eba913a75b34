import type { StoredWallet } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { getMyWallet } from '../api/wallet-api';

export type MyWalletState =
  | { status: 'loading' }
  | { status: 'ready'; wallet: StoredWallet | null }
  | { status: 'failed'; error: string };

/** The signed-in user's saved wallet, fetched once (null before they save one). */
export function useMyWallet(): MyWalletState {
  const [state, setState] = useState<MyWalletState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getMyWallet().then(
      (wallet) => current && setState({ status: 'ready', wallet }),
      (error: unknown) => current && setState({ status: 'failed', error: describeApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
