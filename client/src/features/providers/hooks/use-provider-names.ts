import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadProviders, selectProvidersState } from '../providers-slice';

export interface ProviderNames {
  /** In the server's order (the spec's nine banks first); empty until loaded, or when it failed. */
  names: string[];
  error?: string;
}

/** The providers' names, from the store: loaded by the first page that asks, then shared. */
export function useProviderNames(): ProviderNames {
  const dispatch = useAppDispatch();
  const { names, error } = useAppSelector(selectProvidersState);
  useEffect(() => {
    void dispatch(loadProviders());
  }, [dispatch]);
  return error === null ? { names } : { names, error };
}
