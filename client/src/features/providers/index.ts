/** The providers a listing may belong to: their names, loaded once and shared. */
export { getProviders, providersPath } from './api/providers-api';
export { useProviderNames, type ProviderNames } from './hooks/use-provider-names';
export { providersOutdated } from './providers-slice';
