import { formatPercent, formatSGD } from '../money.js';
import { wholeUnits, type CashAsk, type CashOption } from './cash-ask.js';

/** S$ a Savings Bond application must be at least, and a multiple of. */
export const SSB_UNIT_SGD = 500;
/** A Savings Bond lasts ten years at most. */
export const SSB_MONTHS = 120;
const MONTHS = 12;

/** A Savings Bond issue, as `/cash` uses it. */
export interface SsbAt {
  /** `GX26120F`. */
  issueCode: string;
  /** Percent a year paid in each of the ten years. */
  stepUpRates: readonly number[];
}

/**
 * A Savings Bond held for the horizon (ten years at most) and redeemed: it pays, for each whole
 * month held, a twelfth of that year's step-up rate on the amount (the largest multiple of S$500
 * within the amount). Redeeming takes a month, so ask for it a month before the money is needed.
 * Undefined when the amount is under S$500 or the horizon under a month.
 */
export function ssbOption(ask: CashAsk, issue: SsbAt): CashOption | undefined {
  const amount = wholeUnits(ask.amount, SSB_UNIT_SGD);
  const months = Math.min(Math.floor(ask.horizonMonths), SSB_MONTHS);
  if (amount === 0 || months === 0) return undefined;
  const lines = [`Amount ${formatSGD(amount)} (multiples of ${formatSGD(SSB_UNIT_SGD)})`];
  let interestSGD = 0;
  for (let year = 0; year * MONTHS < months; year++) {
    const monthsInYear = Math.min(MONTHS, months - year * MONTHS);
    const rate = issue.stepUpRates[year] ?? 0;
    const earned = (amount * rate * monthsInYear) / 100 / MONTHS;
    interestSGD += earned;
    lines.push(
      `Year ${year + 1}: ${formatSGD(amount)} × ${formatPercent(rate)} × ${monthsInYear} / 12 months = ${formatSGD(earned)}`,
    );
  }
  lines.push('Ask to redeem a month before you need the money back');
  return {
    kind: 'ssb',
    name: `Savings Bond ${issue.issueCode}`,
    investedSGD: amount,
    interestSGD,
    lines,
  };
}
