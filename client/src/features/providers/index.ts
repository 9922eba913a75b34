/** The providers a listing may belong to: their names and ties, loaded once and shared. */
export { getProviders, providersPath } from './api/providers-api';
export { useProviderNames, type ProviderNames } from './hooks/use-provider-names';
export { providersOutdated } from './providers-slice';
export { useCommercialTies, type TieOf } from './hooks/use-commercial-ties';
