import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  loadGovernmentSecurities,
  selectGovernmentSecuritiesState,
} from '../store/government-securities-slice';

export type GovernmentSecurities =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; tbills: TbillAuction[]; bonds: SavingsBond[] };

/** The T-bill auctions and Savings Bond issues, from the store: loaded by the first page that asks. */
export function useGovernmentSecurities(): GovernmentSecurities {
  const dispatch = useAppDispatch();
  const { status, tbills, bonds, error } = useAppSelector(selectGovernmentSecuritiesState);
  useEffect(() => {
    void dispatch(loadGovernmentSecurities());
  }, [dispatch]);
  if (status === 'failed') return { status, error: error ?? '' };
  if (status === 'ready') return { status, tbills, bonds };
  return { status: 'loading' };
}
