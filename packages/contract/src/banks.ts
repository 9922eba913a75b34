/**
 * The nine banks of the spec, declared once: the first providers, created in every database in
 * this order (the order of the chips and selects), each a provider of kind `bank` with its home
 * page, and its colours, which the demo catalogue's pictures are drawn in. A listing's `category`
 * names any provider the administrators keep (see `provider.ts`).
 */
export const specBanks = [
  {
    name: 'American Express',
    website: 'https://www.americanexpress.com/en-sg/',
    colors: { main: '#006fcf', accent: '#8fd0ff' },
  },
  {
    name: 'CIMB',
    website: 'https://www.cimb.com.sg/',
    colors: { main: '#7a1f2b', accent: '#f0b3a8' },
  },
  {
    name: 'Citibank',
    website: 'https://www.citibank.com.sg/',
    colors: { main: '#0b4f8a', accent: '#5fc3f0' },
  },
  {
    name: 'DBS',
    website: 'https://www.dbs.com.sg/',
    colors: { main: '#d1262c', accent: '#ffb3a6' },
  },
  {
    name: 'HSBC',
    website: 'https://www.hsbc.com.sg/',
    colors: { main: '#a4161a', accent: '#f2f2f2' },
  },
  {
    name: 'OCBC',
    website: 'https://www.ocbc.com/',
    colors: { main: '#c8242f', accent: '#ffd0c7' },
  },
  {
    name: 'POSB',
    website: 'https://www.posb.com.sg/',
    colors: { main: '#1d5ba6', accent: '#ffd24a' },
  },
  {
    name: 'Standard Chartered',
    website: 'https://www.sc.com/sg/',
    colors: { main: '#0f7a5c', accent: '#4fb3e8' },
  },
  {
    name: 'UOB',
    website: 'https://www.uob.com.sg/',
    colors: { main: '#14307a', accent: '#e63b2e' },
  },
] as const;

export type SpecBankName = (typeof specBanks)[number]['name'];

/** The nine banks' names, in the spec's order. */
export const specBankNames: readonly SpecBankName[] = specBanks.map((bank) => bank.name);

/** True for one of the spec's nine banks, which every database keeps. */
export function isSpecBank(name: string): name is SpecBankName {
  return (specBankNames as readonly string[]).includes(name);
}

/** Longest provider name. */
export const PROVIDER_NAME_MAX_LENGTH = 100;

/**
 * A provider's name as it is stored and compared: NFKC (full-width 'ＤＢＳ' is 'DBS'), without
 * invisible characters or direction controls (a zero-width space, a right-to-left override), its
 * spaces collapsed.
 */
export function normalizeProviderName(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{Cc}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True for a text that can name a provider: 1 to 100 characters with at least one letter. The
 * provider counts answer is an object keyed by name in chip order, and an all-digit key would lose
 * its place.
 */
export function isProviderName(text: string): boolean {
  const name = text.trim();
  return name.length > 0 && name.length <= PROVIDER_NAME_MAX_LENGTH && /\p{L}/u.test(name);
}

/** The kinds of provider a listing may come from. */
export const providerKinds = ['bank', 'digital bank', 'insurer', 'broker'] as const;
export type ProviderKind = (typeof providerKinds)[number];

const specRank = (name: string) => {
  const rank = (specBankNames as readonly string[]).indexOf(name);
  return rank === -1 ? specBankNames.length : rank;
};

/** The order of providers everywhere (chips, selects, lists): the spec's nine first, then by name. */
export function compareProviderNames(a: string, b: string): number {
  return specRank(a) - specRank(b) || a.localeCompare(b, 'en');
}
