import { depositTenures, type FixedDepositTerms } from '@sg-finance/contract';
import { formatSGD } from '../money.js';
import { depositInterest, isDepositRefusal } from '../deposits/deposit-interest.js';
import type { CashAsk, CashOption } from './cash-ask.js';

/** A fixed deposit as `/cash` needs it: its name, bank, page and terms. */
export interface DepositAt {
  title: string;
  slug: string;
  /** The bank. */
  category: string;
  terms?: FixedDepositTerms;
}

/** What the visitor says of the money beside the ask: whether it is new to the bank. */
export interface DepositAsk {
  /** Fresh funds: money not already held at the bank. A fresh-funds-only rate needs it. */
  freshFunds: boolean;
}

const monthsWords = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/**
 * Whether the deposit is renewed at the same rate at maturity: only a board rate for any money.
 * A promotional rate is not promised for the renewal, and a renewal is not fresh funds.
 */
export const renewsAtSameRate = (terms: FixedDepositTerms): boolean =>
  terms.rateType === 'board' && terms.fundsAccepted !== 'freshOnly';

/** The reason a deposit is counted for one tenure only, for the working. */
function oneTenureReason(terms: FixedDepositTerms): string {
  if (terms.fundsAccepted === 'freshOnly') return 'a renewal is not fresh funds';
  if (terms.rateType === 'promotional') return 'a promotional rate is not promised on renewal';
  return 'its renewal rate is not given';
}

interface Placement {
  tenureMonths: number;
  tenures: number;
  perTenureSGD: number;
  working: string;
}

/** The tenure that fits in the horizon and pays the most over it (the shorter on a tie). */
function bestPlacement(
  terms: FixedDepositTerms,
  amount: number,
  horizonMonths: number,
): Placement | undefined {
  let best: Placement | undefined;
  for (const tenureMonths of depositTenures(terms)) {
    if (tenureMonths > horizonMonths) continue;
    const answer = depositInterest(terms, amount, tenureMonths);
    if (isDepositRefusal(answer)) continue;
    const tenures = renewsAtSameRate(terms) ? Math.floor(horizonMonths / tenureMonths) : 1;
    const placement = {
      tenureMonths,
      tenures,
      perTenureSGD: answer.interestSGD,
      working: answer.working,
    };
    if (!best || placement.perTenureSGD * tenures > best.perTenureSGD * best.tenures) {
      best = placement;
    }
  }
  return best;
}

/**
 * A fixed deposit holding the amount (at most its maximum, at least its minimum) for the tenure
 * that fits in the horizon and pays the most over it, at the rate of that tenure and the amount's
 * band. At maturity a board rate for any money is renewed at the same rate for as many whole
 * tenures as the horizon holds, the interest paid out; any other deposit is counted once, and
 * the months left earn nothing here. Undefined when the money may not be locked, the rate needs
 * fresh funds the money is not, or no tenure fits.
 */
export function depositOption(
  ask: CashAsk,
  deposit: DepositAt,
  { freshFunds }: DepositAsk,
): CashOption | undefined {
  const terms = deposit.terms;
  if (!terms || !ask.mayLock) return undefined;
  if (terms.fundsAccepted === 'freshOnly' && !freshFunds) return undefined;
  const amount = Math.min(ask.amount, terms.maxDeposit ?? ask.amount);
  const placement = bestPlacement(terms, amount, ask.horizonMonths);
  if (!placement) return undefined;
  const { tenureMonths, tenures, perTenureSGD, working } = placement;
  const interestSGD = perTenureSGD * tenures;
  const monthsLeft = ask.horizonMonths - tenureMonths * tenures;
  const lines = [
    amount < ask.amount
      ? `Placed ${formatSGD(amount)}, the most it takes`
      : `Placed ${formatSGD(amount)}`,
    `${monthsWords(tenureMonths)}: ${working}`,
  ];
  if (tenures > 1) {
    lines.push(
      `Renewed at the same board rate: ${tenures} tenures in ${ask.horizonMonths} months, ${tenures} × ${formatSGD(perTenureSGD)} = ${formatSGD(interestSGD)}`,
    );
  }
  if (monthsLeft > 0) {
    lines.push(
      renewsAtSameRate(terms)
        ? `The ${monthsWords(monthsLeft)} left after the last maturity earn nothing here`
        : `Counted once (${oneTenureReason(terms)}): the ${monthsWords(monthsLeft)} left earn nothing here`,
    );
  }
  return {
    kind: 'fixedDeposit',
    name: deposit.title,
    bank: deposit.category,
    slug: deposit.slug,
    investedSGD: amount,
    interestSGD,
    lines,
  };
}
