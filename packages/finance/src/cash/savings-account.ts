import type { SavingTerms } from '@sg-finance/contract';
import { formatSGD } from '../money.js';
import { savingInterest, type SavingProfile } from '../savings/saving-interest.js';
import type { CashAsk, CashOption } from './cash-ask.js';

/** A savings account as `/cash` needs it: its name, bank, page and terms. */
export interface SavingAccountAt {
  title: string;
  slug: string;
  /** The bank. */
  category: string;
  terms?: SavingTerms;
}

/** What the visitor does each month, without the balance (the amount parked is the balance). */
export type CashProfile = Omit<SavingProfile, 'balance'>;

/**
 * A savings account holding `amount` for the horizon: the savings calculator's interest a year
 * for that balance and the conditions the visitor meets, times months / 12.
 */
export function savingOption(
  ask: CashAsk,
  profile: CashProfile,
  account: SavingAccountAt,
  amount = ask.amount,
): CashOption | undefined {
  if (!account.terms || amount <= 0 || ask.horizonMonths <= 0) return undefined;
  const year = savingInterest(account.terms, { ...profile, balance: amount });
  const interestSGD = (year.yearlySGD * ask.horizonMonths) / 12;
  return {
    kind: 'saving',
    name: account.title,
    bank: account.category,
    slug: account.slug,
    investedSGD: amount,
    interestSGD,
    lines: [
      ...year.lines
        .filter((line) => line.earned)
        .map((line) =>
          line.yearlySGD === undefined
            ? line.text
            : `${line.text}: ${formatSGD(line.yearlySGD)} a year`,
        ),
      `${formatSGD(year.yearlySGD)} a year × ${ask.horizonMonths} / 12 months = ${formatSGD(interestSGD)}`,
    ],
  };
}
