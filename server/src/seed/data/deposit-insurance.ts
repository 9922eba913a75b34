import type { DemoProviderName } from './providers.js';

/**
 * The demo providers that are Deposit Insurance Scheme members: full banks, whose S$ savings
 * and fixed deposits SDIC insures (https://www.sdic.org.sg/, the S$100,000 limit since
 * 2024-04-01). A provider not named here is left unknown, not marked uninsured.
 */
export const sdicSchemeMembers: ReadonlySet<DemoProviderName> = new Set<DemoProviderName>([
  'DBS',
  'POSB',
  'OCBC',
  'UOB',
  'CIMB',
  'Citibank',
  'HSBC',
  'Standard Chartered',
  'Maybank',
  'Bank of China',
]);

/** `{ sdicInsured: true }` for a Scheme member's S$ deposit, else nothing. */
export const sdicTermOf = (provider: DemoProviderName) =>
  sdicSchemeMembers.has(provider) ? { sdicInsured: true } : {};
