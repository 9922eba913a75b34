import type { LoanTerms, LoanType } from '@sg-finance/contract';
import { periodicRate } from './irr.js';

export interface LoanRequest {
  amount: number;
  tenureMonths: number;
  /** Only loans of this type; 'any' for every type. */
  loanType: LoanType | 'any';
}

export interface ScheduleRow {
  month: number;
  instalment: number;
  interest: number;
  principal: number;
  /** What is still owed after this month's instalment. */
  balance: number;
}

export interface LoanCost {
  monthlyInstalment: number;
  totalInterest: number;
  processingFee: number;
  /** Interest plus fees. */
  totalCost: number;
  /** Effective interest rate, percent a year: the yearly rate of the cash flows, fees deducted. */
  eir: number;
  schedule: ScheduleRow[];
}

/** The processing fee in S$: a percent of the amount, at least the minimum. */
export function processingFeeOf(terms: LoanTerms, amount: number): number {
  const fee = terms.processingFee;
  if (!fee) return 0;
  return Math.max((amount * fee.percent) / 100, fee.minimum ?? 0);
}

/** A yearly effective rate in percent from a monthly one. */
const yearly = (monthlyRate: number) => (Math.pow(1 + monthlyRate, 12) - 1) * 100;

/**
 * A flat-rate loan as Singapore banks offer it: interest is the flat rate a year on the whole
 * amount for the whole tenure, repaid with the amount in equal monthly instalments; the
 * processing fee is deducted from the amount paid out. The schedule splits each instalment into
 * interest on what is still owed (at the monthly rate the instalments repay the amount at) and
 * principal, so the balance falls to nothing. The EIR is the yearly rate at which the instalments
 * repay what was actually received.
 */
export function loanCost(
  terms: LoanTerms & { flatRate: number },
  amount: number,
  tenureMonths: number,
): LoanCost {
  const totalInterest = (amount * terms.flatRate * tenureMonths) / 1200;
  const monthlyInstalment = (amount + totalInterest) / tenureMonths;
  const payments = Array.from({ length: tenureMonths }, () => monthlyInstalment);
  const processingFee = processingFeeOf(terms, amount);
  const contractRate = periodicRate(amount, payments) ?? 0;
  const eirRate = periodicRate(amount - processingFee, payments);

  const schedule: ScheduleRow[] = [];
  let balance = amount;
  for (let month = 1; month <= tenureMonths; month++) {
    const interest = month === tenureMonths ? monthlyInstalment - balance : balance * contractRate;
    const principal = monthlyInstalment - interest;
    balance = month === tenureMonths ? 0 : balance - principal;
    schedule.push({ month, instalment: monthlyInstalment, interest, principal, balance });
  }
  return {
    monthlyInstalment,
    totalInterest,
    processingFee,
    totalCost: totalInterest + processingFee,
    eir: eirRate === undefined ? Infinity : yearly(eirRate),
    schedule,
  };
}

/** Why a loan does not fit the request, or undefined when it does. */
export function loanMismatch(terms: LoanTerms, request: LoanRequest): string | undefined {
  if (request.loanType !== 'any' && terms.loanType !== request.loanType) return 'another loan type';
  if (terms.flatRate === undefined) return 'no flat rate published';
  if (terms.minAmount !== undefined && request.amount < terms.minAmount) return 'amount too small';
  if (terms.maxAmount !== undefined && request.amount > terms.maxAmount) return 'amount too large';
  if (terms.minTenureMonths !== undefined && request.tenureMonths < terms.minTenureMonths) {
    return 'tenure too short';
  }
  if (terms.maxTenureMonths !== undefined && request.tenureMonths > terms.maxTenureMonths) {
    return 'tenure too long';
  }
  if (processingFeeOf(terms, request.amount) >= request.amount) return 'fee as large as the loan';
  return undefined;
}

/** Every loan that fits the request, ranked by total cost (the cheapest first). */
export function rankLoans<Item extends { terms?: LoanTerms }>(
  items: readonly Item[],
  request: LoanRequest,
): { item: Item; cost: LoanCost }[] {
  return items
    .flatMap((item) => {
      const { terms } = item;
      if (!terms || terms.flatRate === undefined || loanMismatch(terms, request)) return [];
      return [
        {
          item,
          cost: loanCost(
            { ...terms, flatRate: terms.flatRate },
            request.amount,
            request.tenureMonths,
          ),
        },
      ];
    })
    .sort((a, b) => a.cost.totalCost - b.cost.totalCost);
}
