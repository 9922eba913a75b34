import type { BonusCondition, SavingBonus, SavingTerms } from '@sg-finance/contract';
import { formatPercent, formatSGD } from '../money.js';

/** What a person does with the account each month. */
export interface SavingProfile {
  balance: number;
  /** Salary credited, card spend, bills paid and balance growth, in S$ a month. */
  salary: number;
  spend: number;
  bills: number;
  grow: number;
  /** Whether an investment or insurance is bought through the bank. */
  invest: boolean;
  insure: boolean;
}

const CENT = 0.01;

export interface SavingLine {
  text: string;
  /** Interest (or a fee, below 0) in S$ a year; absent for a bonus not earned. */
  yearlySGD?: number;
  earned: boolean;
}

export interface SavingInterest {
  /** Interest less fall-below fees, in S$ a year. */
  yearlySGD: number;
  /** That as a percent of the balance (0 for a balance under a cent). */
  effectiveRate: number;
  lines: SavingLine[];
}

function meets(profile: SavingProfile, condition: BonusCondition, threshold: number): boolean {
  if (condition === 'invest') return profile.invest;
  if (condition === 'insure') return profile.insure;
  const done = profile[condition];
  return done > 0 && done >= threshold;
}

function earned(profile: SavingProfile, bonus: SavingBonus): boolean {
  return (
    meets(profile, bonus.condition, bonus.threshold) &&
    (bonus.alsoRequires ?? []).every((needed) => meets(profile, needed.condition, needed.threshold))
  );
}

/** The S$ of the balance a bonus is paid on: its tier of the balance, within the bonus cap. */
function bonusBalance(terms: SavingTerms, bonus: SavingBonus, balance: number): number {
  const top = Math.min(balance, terms.bonusBalanceCap ?? Infinity, bonus.balanceUpTo ?? Infinity);
  return Math.max(0, top - (bonus.balanceFrom ?? 0));
}

const tierKey = (bonus: SavingBonus) =>
  `${bonus.condition}:${bonus.balanceFrom ?? 0}:${bonus.balanceUpTo ?? ''}`;

const conditionText: Record<BonusCondition, (threshold: number) => string> = {
  salary: (threshold) => `salary of ${formatSGD(threshold)} a month credited`,
  spend: (threshold) => `card spend of ${formatSGD(threshold)} a month`,
  bills: (threshold) => `bills of ${formatSGD(threshold)} a month paid`,
  grow: (threshold) => `balance grown by ${formatSGD(threshold)} a month`,
  invest: () => 'an investment bought',
  insure: () => 'an insurance bought',
};

function bonusText(bonus: SavingBonus, onSGD: number): string {
  const needs = [bonus, ...(bonus.alsoRequires ?? [])]
    .map((needed) => conditionText[needed.condition](needed.threshold))
    .join(' and ');
  const tier =
    bonus.balanceFrom !== undefined || bonus.balanceUpTo !== undefined
      ? ` on the balance from ${formatSGD(bonus.balanceFrom ?? 0)}${bonus.balanceUpTo === undefined ? '' : ` to ${formatSGD(bonus.balanceUpTo)}`}`
      : '';
  return `Bonus ${formatPercent(bonus.rate)} for ${needs}${tier}: on ${formatSGD(onSGD)}`;
}

/**
 * A savings account's interest in a year for a balance and what is done each month, with the
 * working. The base rate is paid on the whole balance; each bonus whose conditions are all met
 * on its tier of the balance, up to the bonus cap. Bonuses of one condition and one tier are
 * alternatives (salary of S$1,800 or of S$7,500): only the highest one met is paid. A balance
 * below the minimum costs the fall-below fee every month.
 */
export function savingInterest(terms: SavingTerms, profile: SavingProfile): SavingInterest {
  const { balance } = profile;
  const lines: SavingLine[] = [];
  const baseSGD = (balance * (terms.baseRate ?? 0)) / 100;
  lines.push({
    text: `Base ${formatPercent(terms.baseRate ?? 0)} on ${formatSGD(balance)}`,
    yearlySGD: baseSGD,
    earned: true,
  });

  const paid = new Map<string, SavingBonus>();
  for (const bonus of terms.bonus ?? []) {
    if (!earned(profile, bonus)) continue;
    const key = tierKey(bonus);
    if ((paid.get(key)?.rate ?? -1) < bonus.rate) paid.set(key, bonus);
  }
  let bonusSGD = 0;
  for (const bonus of terms.bonus ?? []) {
    const onSGD = bonusBalance(terms, bonus, balance);
    const isPaid = paid.get(tierKey(bonus)) === bonus;
    const interest = isPaid ? (onSGD * bonus.rate) / 100 : 0;
    bonusSGD += interest;
    lines.push({
      text: `${bonusText(bonus, onSGD)}${isPaid ? '' : earned(profile, bonus) ? ' (a higher rate of this tier is paid)' : ' (condition not met)'}`,
      ...(isPaid ? { yearlySGD: interest } : {}),
      earned: isPaid,
    });
  }

  let feeSGD = 0;
  if (terms.minBalance !== undefined && balance < terms.minBalance && terms.fallBelowFee) {
    feeSGD = 12 * terms.fallBelowFee;
    lines.push({
      text: `Fall-below fee of ${formatSGD(terms.fallBelowFee)} a month: the balance is under ${formatSGD(terms.minBalance)}`,
      yearlySGD: -feeSGD,
      earned: true,
    });
  }

  const yearlySGD = baseSGD + bonusSGD - feeSGD;
  return { yearlySGD, effectiveRate: balance >= CENT ? (yearlySGD / balance) * 100 : 0, lines };
}

/** Every account with terms, ranked by its interest a year (the highest first). */
export function rankSavings<Item extends { terms?: SavingTerms }>(
  items: readonly Item[],
  profile: SavingProfile,
): { item: Item; interest: SavingInterest }[] {
  return items
    .flatMap((item) =>
      item.terms ? [{ item, interest: savingInterest(item.terms, profile) }] : [],
    )
    .sort((a, b) => b.interest.yearlySGD - a.interest.yearlySGD);
}
