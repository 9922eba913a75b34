import {
  depositRateFor,
  depositTenures,
  formatMoney,
  listInWords,
  type FixedDepositTerms,
} from '@sg-finance/contract';
import { formatPercent, formatSGD } from '../money.js';

/** What a fixed deposit pays on an amount placed for a tenure, with the working. */
export interface DepositInterest {
  /** The rate a year for the amount and tenure. */
  rate: number;
  /** Simple interest over the tenure, to the cent, paid at maturity. */
  interestSGD: number;
  /** The amount placed and its interest: what the bank pays back at maturity. */
  maturitySGD: number;
  working: string;
}

/** Why a deposit pays nothing on the amount and tenure: it does not take them. */
export interface DepositRefusal {
  reason: string;
}

const monthsWords = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

const toCents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** The first reason the deposit does not take the amount for the tenure, or undefined. */
function refusal(terms: FixedDepositTerms, amount: number, tenureMonths: number) {
  if (terms.minDeposit !== undefined && amount < terms.minDeposit) {
    return `Takes at least ${formatMoney(terms.minDeposit)}`;
  }
  if (terms.maxDeposit !== undefined && amount > terms.maxDeposit) {
    return `Takes at most ${formatMoney(terms.maxDeposit)}`;
  }
  const tenures = depositTenures(terms);
  if (!tenures.includes(tenureMonths)) {
    return tenures.length === 0
      ? 'Gives no rates'
      : `No ${monthsWords(tenureMonths)} rate: offers ${listInWords(tenures.map(String))} months`;
  }
  return `No ${monthsWords(tenureMonths)} rate for ${formatMoney(amount)}`;
}

/**
 * A fixed deposit's interest: simple interest on the amount placed, at the rate of its tenure
 * and amount band, for the months of the tenure, paid at maturity:
 * amount × rate ÷ 100 × months ÷ 12, to the cent.
 */
export function depositInterest(
  terms: FixedDepositTerms,
  amount: number,
  tenureMonths: number,
): DepositInterest | DepositRefusal {
  const rate = depositRateFor(terms, amount, tenureMonths);
  if (rate === undefined) return { reason: refusal(terms, amount, tenureMonths) };
  const interestSGD = toCents((((amount * rate) / 100) * tenureMonths) / 12);
  return {
    rate,
    interestSGD,
    maturitySGD: toCents(amount + interestSGD),
    working: `${formatSGD(amount)} × ${formatPercent(rate)} × ${tenureMonths}/12 = ${formatSGD(interestSGD)}, paid at maturity`,
  };
}

export const isDepositRefusal = (
  answer: DepositInterest | DepositRefusal,
): answer is DepositRefusal => 'reason' in answer;

/**
 * Every deposit with terms for an amount and tenure: those that take them ranked by their
 * interest (the highest first), then those that do not, each with its reason.
 */
export function rankDeposits<Item extends { terms?: FixedDepositTerms }>(
  items: readonly Item[],
  amount: number,
  tenureMonths: number,
): {
  ranked: { item: Item; interest: DepositInterest }[];
  refused: { item: Item; reason: string }[];
} {
  const ranked: { item: Item; interest: DepositInterest }[] = [];
  const refused: { item: Item; reason: string }[] = [];
  for (const item of items) {
    if (!item.terms) continue;
    const answer = depositInterest(item.terms, amount, tenureMonths);
    if (isDepositRefusal(answer)) refused.push({ item, reason: answer.reason });
    else ranked.push({ item, interest: answer });
  }
  ranked.sort((a, b) => b.interest.interestSGD - a.interest.interestSGD);
  return { ranked, refused };
}
