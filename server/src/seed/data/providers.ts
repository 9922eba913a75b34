import { specBanks, type ProviderKind, type SpecBankName } from '@sg-finance/contract';

interface KnownProvider {
  kind: ProviderKind;
  website: string;
  /** The provider's colours, for the demo catalogue's drawn pictures. */
  colors: { main: string; accent: string };
}

/** The spec's nine banks, as the contract declares them (every database has them). */
const specBankProviders = Object.fromEntries(
  specBanks.map(({ name, website, colors }) => [name, { kind: 'bank' as const, website, colors }]),
) as Readonly<Record<SpecBankName, KnownProvider>>;

/**
 * Every provider a demo listing may name, with its kind, home page (where the demo offers link)
 * and colours. A demo listing's `category` must be one of these names; the seed creates the providers
 * the demo listings name (see `demoProviderNames`), not this whole table.
 */
export const demoProviders = {
  ...specBankProviders,
  'Trust Bank': {
    kind: 'digital bank',
    website: 'https://trustbank.sg/',
    colors: { main: '#1b1b3a', accent: '#c6f432' },
  },
  'GXS Bank': {
    kind: 'digital bank',
    website: 'https://www.gxs.com.sg/',
    colors: { main: '#3b1f8f', accent: '#b9a6ff' },
  },
  MariBank: {
    kind: 'digital bank',
    website: 'https://www.maribank.sg/',
    colors: { main: '#e2531d', accent: '#ffd2bd' },
  },
  Maybank: {
    kind: 'bank',
    website: 'https://www.maybank2u.com.sg/',
    colors: { main: '#f5c200', accent: '#1a1a1a' },
  },
  'Bank of China': {
    kind: 'bank',
    website: 'https://www.bankofchina.com/sg/',
    colors: { main: '#b5121b', accent: '#f4d9a6' },
  },
  AIA: {
    kind: 'insurer',
    website: 'https://www.aia.com.sg/',
    colors: { main: '#c8102e', accent: '#ffc7cf' },
  },
  'Great Eastern': {
    kind: 'insurer',
    website: 'https://www.greateasternlife.com/sg/',
    colors: { main: '#8c1b2f', accent: '#f5c9a1' },
  },
  Income: {
    kind: 'insurer',
    website: 'https://www.income.com.sg/',
    colors: { main: '#e35205', accent: '#ffd4b8' },
  },
  Prudential: {
    kind: 'insurer',
    website: 'https://www.prudential.com.sg/',
    colors: { main: '#a7192e', accent: '#f0d9a0' },
  },
  Singlife: {
    kind: 'insurer',
    website: 'https://singlife.com/',
    colors: { main: '#b01c2e', accent: '#ffcc4d' },
  },
  moomoo: {
    kind: 'broker',
    website: 'https://www.moomoo.com/sg/',
    colors: { main: '#ea6d12', accent: '#ffe0c2' },
  },
  'Tiger Brokers': {
    kind: 'broker',
    website: 'https://www.tigerbrokers.com.sg/',
    colors: { main: '#1c3a70', accent: '#ffc20e' },
  },
  POEMS: {
    kind: 'broker',
    website: 'https://www.poems.com.sg/',
    colors: { main: '#004a98', accent: '#8ec5ff' },
  },
  'Interactive Brokers': {
    kind: 'broker',
    website: 'https://www.interactivebrokers.com.sg/',
    colors: { main: '#b0141c', accent: '#f2f2f2' },
  },
} as const satisfies Readonly<Record<string, KnownProvider>>;

export type DemoProviderName = keyof typeof demoProviders;
