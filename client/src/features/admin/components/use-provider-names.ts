import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { getProviders } from '../api/provider-admin-api';

interface ProviderNames {
  /** In the server's order (the spec's nine banks first); empty until loaded. */
  names: string[];
  error?: string;
}

/** The names of the providers a listing's Category may take, loaded once per form. */
export function useProviderNames(): ProviderNames {
  const [state, setState] = useState<ProviderNames>({ names: [] });
  useEffect(() => {
    let current = true;
    getProviders().then(
      (providers) => current && setState({ names: providers.map((provider) => provider.name) }),
      (error: unknown) => current && setState({ names: [], error: describeApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
