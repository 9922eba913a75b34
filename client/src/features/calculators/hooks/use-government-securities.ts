import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { getSavingsBonds, getTbillAuctions } from '../api/government-securities';

export type GovernmentSecurities =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; tbills: TbillAuction[]; bonds: SavingsBond[] };

/** The T-bill auctions and Savings Bond issues, loaded once per page. */
export function useGovernmentSecurities(): GovernmentSecurities {
  const [state, setState] = useState<GovernmentSecurities>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    Promise.all([getTbillAuctions(), getSavingsBonds()]).then(
      ([tbills, bonds]) => current && setState({ status: 'ready', tbills, bonds }),
      (error: unknown) => current && setState({ status: 'failed', error: describeApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
