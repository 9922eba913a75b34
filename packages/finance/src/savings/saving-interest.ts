import {
  bonusBalanceOf,
  bonusStepKey,
  formatMoney,
  savingBonusSets,
  type SavingBonus,
  type SavingTerms,
} from '@sg-finance/contract';
import { formatPercent, formatSGD } from '../money.js';
import { conditionMet, conditionWords } from './saving-conditions.js';
import type { SavingProfile } from './saving-profile.js';

export type { SavingProfile } from './saving-profile.js';

const CENT = 0.01;
const MONTHS = 12;

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

function earned(profile: SavingProfile, bonus: SavingBonus): boolean {
  return [bonus, ...(bonus.alsoRequires ?? [])].every((need) =>
    conditionMet(profile, need.condition, need.threshold),
  );
}

/** The bonuses paid on `balance`: of the sets the terms allow, the one paying the most. */
function paidBonuses(terms: SavingTerms, profile: SavingProfile, balance: number) {
  let best = { bonuses: new Set<SavingBonus>(), yearlySGD: 0 };
  for (const set of savingBonusSets(terms)) {
    const highest = new Map<string, SavingBonus>();
    for (const bonus of set) {
      if (!earned(profile, bonus)) continue;
      const key = bonusStepKey(bonus);
      if ((highest.get(key)?.rate ?? -1) < bonus.rate) highest.set(key, bonus);
    }
    const bonuses = new Set(highest.values());
    const yearlySGD = [...bonuses].reduce(
      (sum, bonus) => sum + (bonusBalanceOf(terms, bonus, balance) * bonus.rate) / 100,
      0,
    );
    if (yearlySGD > best.yearlySGD) best = { bonuses, yearlySGD };
  }
  return best;
}

/** Interest a year on `balance`, held all year: base rate plus the bonuses paid, less fees. */
function simpleYear(terms: SavingTerms, profile: SavingProfile, balance: number) {
  const baseSGD = (balance * (terms.baseRate ?? 0)) / 100;
  const paid = paidBonuses(terms, profile, balance);
  const feeSGD =
    terms.minBalance !== undefined && balance < terms.minBalance && terms.fallBelowFee
      ? MONTHS * terms.fallBelowFee
      : 0;
  return { baseSGD, paid, feeSGD, yearlySGD: baseSGD + paid.yearlySGD - feeSGD };
}

/**
 * The year with interest credited monthly: each month a twelfth of a year's interest on the
 * balance then held is added to it (less that month's fall-below fee), so later months earn
 * interest on earlier months' interest.
 */
function compoundedYear(terms: SavingTerms, profile: SavingProfile): number {
  let balance = profile.balance;
  for (let month = 0; month < MONTHS; month++) {
    balance += simpleYear(terms, profile, balance).yearlySGD / MONTHS;
  }
  return balance - profile.balance;
}

function tierText(bonus: SavingBonus): string {
  if (bonus.balanceFrom === undefined && bonus.balanceUpTo === undefined) return '';
  const from = formatMoney(bonus.balanceFrom ?? 0);
  return bonus.balanceUpTo === undefined
    ? ` (balance above ${from})`
    : ` (balance from ${from} to ${formatMoney(bonus.balanceUpTo)})`;
}

function bonusText(
  profile: SavingProfile,
  bonus: SavingBonus,
  onSGD: number,
  why: string | undefined,
) {
  const needs = [bonus, ...(bonus.alsoRequires ?? [])]
    .map((need) => conditionWords(profile, need.condition, need.threshold))
    .join('; ');
  const group = bonus.group ? `${bonus.group}: ` : '';
  const reason = why ? ` (${why})` : '';
  return `${group}Bonus ${formatPercent(bonus.rate)} on ${formatSGD(onSGD)}${tierText(bonus)}: ${needs}${reason}`;
}

function whyNotPaid(
  terms: SavingTerms,
  profile: SavingProfile,
  bonus: SavingBonus,
  paid: ReadonlySet<SavingBonus>,
): string | undefined {
  if (paid.has(bonus)) return undefined;
  if (!earned(profile, bonus)) return 'condition not met';
  if (bonusBalanceOf(terms, bonus, profile.balance) === 0) return 'no balance in its tier';
  const paidGroup = [...paid].find((other) => other.group)?.group;
  if (bonus.group && paidGroup !== bonus.group) {
    return paidGroup ? `the ${paidGroup} bonuses pay more` : 'another group pays more';
  }
  const key = bonusStepKey(bonus);
  return [...paid].some((other) => bonusStepKey(other) === key)
    ? 'a higher rate of this tier is paid'
    : 'the other bonuses pay more';
}

/**
 * A savings account's interest in a year for a balance and what is done each month, with the
 * working. The base rate is paid on the whole balance; each bonus whose conditions are all met
 * on its tier of the balance, up to the bonus cap. Bonuses of one condition and one tier are
 * steps: only the highest one met is paid. Groups of bonuses are alternatives: the group paying
 * the most is paid, with the bonuses of no group. A balance below the minimum costs the
 * fall-below fee every month. Interest credited monthly compounds: the working adds a line for
 * the interest earned on interest.
 */
export function savingInterest(terms: SavingTerms, profile: SavingProfile): SavingInterest {
  const { balance } = profile;
  const year = simpleYear(terms, profile, balance);
  const lines: SavingLine[] = [
    {
      text: `Base ${formatPercent(terms.baseRate ?? 0)} on ${formatSGD(balance)}`,
      yearlySGD: year.baseSGD,
      earned: true,
    },
  ];
  for (const bonus of terms.bonus ?? []) {
    const onSGD = bonusBalanceOf(terms, bonus, balance);
    const why = whyNotPaid(terms, profile, bonus, year.paid.bonuses);
    lines.push({
      text: bonusText(profile, bonus, onSGD, why),
      ...(why === undefined ? { yearlySGD: (onSGD * bonus.rate) / 100 } : {}),
      earned: why === undefined,
    });
  }
  if (year.feeSGD > 0) {
    lines.push({
      text: `Fall-below fee of ${formatSGD(terms.fallBelowFee ?? 0)} a month: your balance of ${formatMoney(balance)} is under the ${formatMoney(terms.minBalance ?? 0)} minimum`,
      yearlySGD: -year.feeSGD,
      earned: true,
    });
  }

  let yearlySGD = year.yearlySGD;
  if (terms.interestCredited === 'monthly') {
    yearlySGD = compoundedYear(terms, profile);
    lines.push({
      text: 'Interest credited monthly: each month’s interest earns interest from the next month',
      yearlySGD: yearlySGD - year.yearlySGD,
      earned: true,
    });
  }
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
