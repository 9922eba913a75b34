/**
 * The nine banks of the spec, declared once: the first providers, created in every database in
 * this order (the order of the chips and selects), each a provider of kind `bank`. Their home
 * pages and colours are in `bank-details.ts`, which only the server reads. A listing's `category`
 * names any provider the administrators keep (see `provider.ts`).
 */
export const specBankNames = [
  'American Express',
  'CIMB',
  'Citibank',
  'DBS',
  'HSBC',
  'OCBC',
  'POSB',
  'Standard Chartered',
  'UOB',
] as const;

export type SpecBankName = (typeof specBankNames)[number];

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
