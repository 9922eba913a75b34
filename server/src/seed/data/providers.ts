import type { BankCategory, ProviderKind } from '@sg-finance/contract';

interface KnownProvider {
  kind: ProviderKind;
  website: string;
  /** The bank's colours, for the demo catalogue's drawn pictures. */
  colors: { main: string; accent: string };
}

/** The spec's nine banks, created in every database (see `ensureProviders`). */
export const specBankDetails: Readonly<Record<BankCategory, KnownProvider>> = {
  'American Express': {
    kind: 'bank',
    website: 'https://www.americanexpress.com/en-sg/',
    colors: { main: '#006fcf', accent: '#8fd0ff' },
  },
  CIMB: {
    kind: 'bank',
    website: 'https://www.cimb.com.sg/',
    colors: { main: '#7a1f2b', accent: '#f0b3a8' },
  },
  Citibank: {
    kind: 'bank',
    website: 'https://www.citibank.com.sg/',
    colors: { main: '#0b4f8a', accent: '#5fc3f0' },
  },
  DBS: {
    kind: 'bank',
    website: 'https://www.dbs.com.sg/',
    colors: { main: '#d1262c', accent: '#ffb3a6' },
  },
  HSBC: {
    kind: 'bank',
    website: 'https://www.hsbc.com.sg/',
    colors: { main: '#a4161a', accent: '#f2f2f2' },
  },
  OCBC: {
    kind: 'bank',
    website: 'https://www.ocbc.com/',
    colors: { main: '#c8242f', accent: '#ffd0c7' },
  },
  POSB: {
    kind: 'bank',
    website: 'https://www.posb.com.sg/',
    colors: { main: '#1d5ba6', accent: '#ffd24a' },
  },
  'Standard Chartered': {
    kind: 'bank',
    website: 'https://www.sc.com/sg/',
    colors: { main: '#0f7a5c', accent: '#4fb3e8' },
  },
  UOB: {
    kind: 'bank',
    website: 'https://www.uob.com.sg/',
    colors: { main: '#14307a', accent: '#e63b2e' },
  },
};

/**
 * Every provider a demo listing may name, with its kind, home page (where the demo offers link)
 * and colours. A demo listing's `category` must be one of these names; the seed creates the providers
 * the demo listings name (see `demoProviderNames`), not this whole table.
 */
export const demoProviders = {
  ...specBankDetails,
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
