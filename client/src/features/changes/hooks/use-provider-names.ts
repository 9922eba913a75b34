import { useEffect, useState } from 'react';
import { getProviderNames } from '../api/changes-api';

/**
 * The providers' names, the spec's nine banks first, once loaded; empty before (or when the call
 * fails, when the bank filter offers only 'All banks' and the bank already chosen).
 */
export function useProviderNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    getProviderNames().then(
      (loaded) => current && setNames(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return names;
}
