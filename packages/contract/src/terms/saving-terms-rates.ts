import { formatMoney } from '../money-text.js';
import type { SavingBonus, SavingTerms } from './saving-terms.schema.js';
import type { TermHeadline } from './term-field.js';

/**
 * The sets of bonuses an account may pay, of which the visitor gets the one paying the most:
 * each named group (bonuses sharing a `group`) with the bonuses of no group beside it; with no
 * group at all, the one set of every bonus.
 */
export function savingBonusSets(terms: SavingTerms): SavingBonus[][] {
  const bonuses = terms.bonus ?? [];
  const shared = bonuses.filter((bonus) => !bonus.group);
  const groups = [...new Set(bonuses.flatMap((bonus) => (bonus.group ? [bonus.group] : [])))];
  if (groups.length === 0) return [shared];
  return groups.map((group) => [...shared, ...bonuses.filter((bonus) => bonus.group === group)]);
}

/** The S$ of a balance a bonus is paid on: its tier of the balance, within the bonus cap. */
export function bonusBalanceOf(terms: SavingTerms, bonus: SavingBonus, balance: number): number {
  const top = Math.min(balance, terms.bonusBalanceCap ?? Infinity, bonus.balanceUpTo ?? Infinity);
  return Math.max(0, top - (bonus.balanceFrom ?? 0));
}

/**
 * Bonuses of one condition on one tier of the balance are steps of each other (salary of S$1,800
 * or of S$3,000): of those whose conditions are met, only the highest is paid.
 */
export const bonusStepKey = (bonus: SavingBonus) =>
  `${bonus.condition}:${bonus.balanceFrom ?? 0}:${bonus.balanceUpTo ?? ''}`;

/** The highest step of each condition and tier of a set: what is paid when all are met. */
function highestSteps(bonuses: readonly SavingBonus[]): SavingBonus[] {
  const highest = new Map<string, SavingBonus>();
  for (const bonus of bonuses) {
    const key = bonusStepKey(bonus);
    if ((highest.get(key)?.rate ?? -1) < bonus.rate) highest.set(key, bonus);
  }
  return [...highest.values()];
}

/** Interest in percent of `balance` when every bonus of `paid` is earned. */
function rateOn(terms: SavingTerms, paid: readonly SavingBonus[], balance: number): number {
  const bonusSGD = paid.reduce(
    (sum, bonus) => sum + bonusBalanceOf(terms, bonus, balance) * bonus.rate,
    0,
  );
  return (terms.baseRate ?? 0) + bonusSGD / balance;
}

export interface SavingBestRate {
  /** Interest a year in percent of the balance, every condition of the best set met. */
  rate: number;
  /** The bonuses it counts, the highest step of each. */
  bonuses: SavingBonus[];
  /** The balance it is paid on: the first dollar (0) or the top of a tier it needs reaching. */
  balance: number;
  /** Whether every balance up to `balance` earns the rate (a flat rate, not a tier's average). */
  flatUpTo: boolean;
}

const FIRST_DOLLAR = 1;

/**
 * The most an account pays as an effective rate on a whole balance, every condition met, quoted
 * as banks quote it ('up to 5.45% on S$100,000'). Within a tier the effective rate moves one way
 * as the balance grows, so it peaks at the first dollar or at a tier's edge: those are tried.
 */
export function savingBestRate(terms: SavingTerms): SavingBestRate | undefined {
  if (terms.baseRate === undefined && terms.bonus === undefined) return undefined;
  const edges = [
    FIRST_DOLLAR,
    terms.bonusBalanceCap,
    ...(terms.bonus ?? []).flatMap((bonus) => [bonus.balanceFrom, bonus.balanceUpTo]),
  ].filter((edge): edge is number => edge !== undefined && edge >= FIRST_DOLLAR);
  let best: SavingBestRate | undefined;
  for (const set of savingBonusSets(terms)) {
    const paid = highestSteps(set);
    const firstRate = rateOn(terms, paid, FIRST_DOLLAR);
    for (const balance of edges) {
      const rate = rateOn(terms, paid, balance);
      const better =
        !best || rate > best.rate + 1e-9 || (rate > best.rate - 1e-9 && balance > best.balance);
      if (!better) continue;
      const bonuses = paid.filter((bonus) => bonusBalanceOf(terms, bonus, balance) > 0);
      const flatUpTo = Math.abs(rate - firstRate) < 1e-9;
      best = { rate, bonuses, balance: balance === FIRST_DOLLAR ? 0 : balance, flatUpTo };
    }
  }
  return best;
}

/** What meeting one condition takes, in a few words: 'a S$1,600 salary', 'S$500 card spend'. */
export function bonusConditionWords(condition: SavingBonus['condition'], threshold: number) {
  const amount = formatMoney(threshold);
  switch (condition) {
    case 'salary':
      return threshold > 0 ? `a ${amount} salary` : 'a salary';
    case 'spend':
      return `${amount} card spend`;
    case 'bills':
      return `${amount} of bills`;
    case 'grow':
      return threshold > 0 ? `the balance grown by ${amount}` : 'the balance kept or grown';
    case 'invest':
      return threshold > 0 ? `an investment of ${amount}` : 'an investment';
    case 'insure':
      return threshold > 0 ? `an insurance of ${amount}` : 'an insurance';
  }
}

/** What each condition is, without its amount: 'salary', 'card spend'. */
export const bonusConditionNames: Readonly<Record<SavingBonus['condition'], string>> = {
  salary: 'salary',
  spend: 'card spend',
  bills: 'bills',
  grow: 'balance growth',
  invest: 'an investment',
  insure: 'an insurance',
};

const MAX_CONDITIONS_WITH_AMOUNTS = 3;

/** 'a, b and c' */
export function listInWords(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A savings account's list-card figure: 'up to' its best effective rate, with what it takes:
 * 'with a S$1,600 salary and S$500 card spend, on S$150,000'.
 */
export function savingHeadline(terms: SavingTerms): TermHeadline | undefined {
  const best = savingBestRate(terms);
  if (!best) return undefined;
  const needs = new Map<SavingBonus['condition'], number>();
  for (const bonus of best.bonuses) {
    for (const need of [bonus, ...(bonus.alsoRequires ?? [])]) {
      needs.set(need.condition, Math.max(needs.get(need.condition) ?? 0, need.threshold));
    }
  }
  const parts = [];
  if (needs.size > 0) {
    // Many conditions read better named than each with its amount.
    const words = [...needs].map(([condition, threshold]) =>
      needs.size > MAX_CONDITIONS_WITH_AMOUNTS
        ? bonusConditionNames[condition]
        : bonusConditionWords(condition, threshold),
    );
    parts.push(`with ${listInWords(words)}`);
  }
  if (best.balance > 0) {
    parts.push(`${best.flatUpTo ? 'on up to' : 'on'} ${formatMoney(best.balance)}`);
  }
  return {
    figure: { value: Math.round(best.rate * 100) / 100, unit: 'percent/year' },
    ...(best.bonuses.length > 0 ? { qualifier: 'up to' as const } : {}),
    ...(parts.length > 0 ? { condition: parts.join(', ') } : {}),
  };
}
