import type { BankCategory, ProviderKind } from '@sg-finance/contract';

interface KnownProvider {
  kind: ProviderKind;
  website: string;
}

/** The spec's nine banks, created in every database (see `ensureProviders`). */
export const specBankDetails: Readonly<Record<BankCategory, KnownProvider>> = {
  'American Express': { kind: 'bank', website: 'https://www.americanexpress.com/en-sg/' },
  CIMB: { kind: 'bank', website: 'https://www.cimb.com.sg/' },
  Citibank: { kind: 'bank', website: 'https://www.citibank.com.sg/' },
  DBS: { kind: 'bank', website: 'https://www.dbs.com.sg/' },
  HSBC: { kind: 'bank', website: 'https://www.hsbc.com.sg/' },
  OCBC: { kind: 'bank', website: 'https://www.ocbc.com/' },
  POSB: { kind: 'bank', website: 'https://www.posb.com.sg/' },
  'Standard Chartered': { kind: 'bank', website: 'https://www.sc.com/sg/' },
  UOB: { kind: 'bank', website: 'https://www.uob.com.sg/' },
};

/**
 * Every provider a demo listing may name, with its kind and home page (where the demo offers
 * link). A demo listing's `category` must be one of these names; the seed creates the providers
 * the demo listings name (see `demoProviderNames`), not this whole table.
 */
export const demoProviders = {
  ...specBankDetails,
  'Trust Bank': { kind: 'digital bank', website: 'https://trustbank.sg/' },
  'GXS Bank': { kind: 'digital bank', website: 'https://www.gxs.com.sg/' },
  MariBank: { kind: 'digital bank', website: 'https://www.maribank.sg/' },
  AIA: { kind: 'insurer', website: 'https://www.aia.com.sg/' },
  'Great Eastern': { kind: 'insurer', website: 'https://www.greateasternlife.com/sg/' },
  Income: { kind: 'insurer', website: 'https://www.income.com.sg/' },
  Prudential: { kind: 'insurer', website: 'https://www.prudential.com.sg/' },
  Singlife: { kind: 'insurer', website: 'https://singlife.com/' },
  moomoo: { kind: 'broker', website: 'https://www.moomoo.com/sg/' },
  'Tiger Brokers': { kind: 'broker', website: 'https://www.tigerbrokers.com.sg/' },
  POEMS: { kind: 'broker', website: 'https://www.poems.com.sg/' },
  'Interactive Brokers': { kind: 'broker', website: 'https://www.interactivebrokers.com.sg/' },
} as const satisfies Readonly<Record<string, KnownProvider>>;

export type DemoProviderName = keyof typeof demoProviders;
