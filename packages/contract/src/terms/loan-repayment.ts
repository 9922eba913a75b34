import { loanRateFor, type LoanRateBasis } from './loan-terms-rates.js';
import type { LoanTerms } from './loan-terms.schema.js';

const MAX_STEPS = 100;

/**
 * The rate per period at which `periods` equal payments of `payment` (the first one period from
 * now) are worth `received` today: the internal rate of return of a loan's instalments. Found by
 * Newton's method from 0: the present value falls and bends upwards as the rate rises, so each
 * step lands below the answer and closer to it. Undefined when nothing was received or the
 * payments do not repay it.
 */
export function equalPaymentsRate(
  received: number,
  payment: number,
  periods: number,
): number | undefined {
  if (!(received > 0) || payment * periods < received) return undefined;
  // At 0 the present value is every payment, and it falls by n(n + 1)/2 payments per unit of rate.
  let rate = (payment * periods - received) / ((payment * periods * (periods + 1)) / 2);
  for (let step = 0; step < MAX_STEPS && rate > 0; step++) {
    // payment × (1 − (1 + rate)^−periods) / rate, kept exact for rates near 0, and its slope.
    const discounted = Math.exp(-periods * Math.log1p(rate));
    const presentValue = (payment * -Math.expm1(-periods * Math.log1p(rate))) / rate;
    const slope = (payment * periods * discounted) / (rate * (1 + rate)) - presentValue / rate;
    const next = rate - (presentValue - received) / slope;
    if (!(next > rate)) break;
    rate = next;
  }
  return rate;
}

/** The processing fee in S$: a percent of the amount asked for, at least the minimum. */
export function processingFeeOf(terms: LoanTerms, amount: number): number {
  const fee = terms.processingFee;
  if (!fee) return 0;
  return Math.max((amount * fee.percent) / 100, fee.minimum ?? 0);
}

/** The equal instalment that repays `principal` over `months` at a monthly rate. */
function annuityInstalment(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
}

export interface LoanRepayment {
  basis: LoanRateBasis;
  /** The rate a year applied, on the basis (a band's rate where one holds the request). */
  rate: number;
  /** The EIR the bank quotes for it, when the terms give one. */
  quotedEir?: number;
  /** What is owed at the start: the amount, plus the processing fee when it is added. */
  principal: number;
  /** What is paid out: the amount, less the processing fee when it is deducted. */
  received: number;
  monthlyInstalment: number;
  totalInterest: number;
  processingFee: number;
  feeCharged: 'deducted' | 'added';
  /**
   * Effective interest rate, percent a year, as Singapore banks quote it: twelve times the
   * monthly rate at which the instalments repay what was received.
   */
  eir: number;
}

/**
 * What a loan costs as Singapore banks offer it, for the cash asked for over a tenure: the one
 * working of the loan calculator and of the loans' 'from' EIR. The processing fee is deducted
 * from the cash paid out, or added to what is owed. Flat rate: interest is the rate a year on
 * what is owed at the start, for the whole tenure, repaid with it in equal instalments. Reducing
 * balance: each month a twelfth of the rate on what is still owed, in equal instalments. The EIR
 * is twelve times the monthly rate at which the instalments repay what was received (fees
 * included): a reducing-balance loan with no fee has its own rate as its EIR.
 */
export function loanRepayment(
  terms: LoanTerms,
  amount: number,
  tenureMonths: number,
): LoanRepayment {
  const quoted = loanRateFor(terms, amount, tenureMonths) ?? { basis: 'flat' as const, rate: 0 };
  const processingFee = processingFeeOf(terms, amount);
  const feeCharged = terms.processingFee?.charged ?? 'deducted';
  const principal = feeCharged === 'added' ? amount + processingFee : amount;
  const received = feeCharged === 'added' ? amount : amount - processingFee;
  let monthlyInstalment: number;
  let totalInterest: number;
  if (quoted.basis === 'reducing') {
    monthlyInstalment = annuityInstalment(principal, quoted.rate / 1200, tenureMonths);
    totalInterest = monthlyInstalment * tenureMonths - principal;
  } else {
    totalInterest = (principal * quoted.rate * tenureMonths) / 1200;
    monthlyInstalment = (principal + totalInterest) / tenureMonths;
  }
  const eirRate = equalPaymentsRate(received, monthlyInstalment, tenureMonths);
  return {
    basis: quoted.basis,
    rate: quoted.rate,
    ...(quoted.eir !== undefined && { quotedEir: quoted.eir }),
    principal,
    received,
    monthlyInstalment,
    totalInterest,
    processingFee,
    feeCharged,
    eir: eirRate === undefined ? Infinity : eirRate * 1200,
  };
}

/**
 * Why the loan does not lend `amount` over `tenureMonths`, or undefined when it does: it quotes no
 * rate for it, the amount or tenure is outside its bounds, or a deducted fee would take it all.
 */
export function loanOutOfRange(
  terms: LoanTerms,
  amount: number,
  tenureMonths: number,
): string | undefined {
  if (!loanRateFor(terms, amount, tenureMonths)) return 'no rate published';
  if (terms.minAmount !== undefined && amount < terms.minAmount) return 'amount too small';
  if (terms.maxAmount !== undefined && amount > terms.maxAmount) return 'amount too large';
  if (terms.minTenureMonths !== undefined && tenureMonths < terms.minTenureMonths) {
    return 'tenure too short';
  }
  if (terms.maxTenureMonths !== undefined && tenureMonths > terms.maxTenureMonths) {
    return 'tenure too long';
  }
  const feeCharged = terms.processingFee?.charged ?? 'deducted';
  if (feeCharged === 'deducted' && processingFeeOf(terms, amount) >= amount) {
    return 'fee as large as the loan';
  }
  return undefined;
}
