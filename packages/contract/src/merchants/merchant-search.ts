import { MERCHANT_SEARCH_LIMIT, type Merchant } from './merchant.js';

/**
 * A name as merchant searches compare it: lower case, apostrophes dropped and every other run of
 * signs a single space, so 'McDonald's', 'mcdonalds' and 'MCDONALDS ' meet.
 */
export function merchantSearchKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const byName = (a: Merchant, b: Merchant) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The search `GET /api/merchants?q=` answers, over merchants already held (the offline
 * `/which-card` answers from its copy of the list): those whose name or an alias starts with
 * `q`, or has a word that does, those whose own name starts with it first, then by name; at most
 * `MERCHANT_SEARCH_LIMIT`. Signs alone match nothing.
 */
export function merchantsMatching(merchants: readonly Merchant[], q: string): Merchant[] {
  const key = merchantSearchKey(q);
  if (key === '') return [];
  const hasWordStarting = (name: string) => {
    const named = merchantSearchKey(name);
    return named.startsWith(key) || named.includes(` ${key}`);
  };
  const starts = (merchant: Merchant) => merchantSearchKey(merchant.name).startsWith(key);
  return merchants
    .filter((merchant) => [merchant.name, ...merchant.aliases].some(hasWordStarting))
    .sort((a, b) => Number(starts(b)) - Number(starts(a)) || byName(a, b))
    .slice(0, MERCHANT_SEARCH_LIMIT);
}
