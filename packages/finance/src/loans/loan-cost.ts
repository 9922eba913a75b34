import {
  loanRateFor,
  type LoanRate,
  type LoanRateBasis,
  type LoanTerms,
  type LoanType,
} from '@sg-finance/contract';
import { periodicRate } from './irr.js';

export interface LoanRequest {
  /** The cash the borrower asks for. */
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
  /** Interest plus fees: everything repaid less what was received. */
  totalCost: number;
  /**
   * Effective interest rate, percent a year, as Singapore banks quote it: twelve times the
   * monthly rate at which the instalments repay what was received.
   */
  eir: number;
  schedule: ScheduleRow[];
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

/**
 * Splits equal instalments into interest on what is still owed, at `monthlyRate`, and
 * principal; the last month takes what is left, so the balance ends at nothing.
 */
function scheduleOf(principal: number, instalment: number, months: number, monthlyRate: number) {
  const schedule: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const last = month === months;
    const interest = last ? instalment - balance : balance * monthlyRate;
    const paidOff = instalment - interest;
    balance = last ? 0 : balance - paidOff;
    schedule.push({ month, instalment, interest, principal: paidOff, balance });
  }
  return schedule;
}

/**
 * A loan as Singapore banks offer it, for the cash asked for over a tenure. The processing fee
 * is deducted from the cash paid out, or added to what is owed. Flat rate: interest is the
 * rate a year on what is owed at the start, for the whole tenure, repaid with it in equal
 * instalments; the schedule splits each instalment at the monthly rate those instalments repay
 * the loan at. Reducing balance: each month a twelfth of the rate on what is still owed, in
 * equal instalments. The EIR is twelve times the monthly rate at which the instalments repay
 * what was received (fees included), as banks quote it: a reducing-balance loan with no fee has
 * its own rate as its EIR.
 */
export function loanCost(terms: LoanTerms, amount: number, tenureMonths: number): LoanCost {
  const quoted: LoanRate = loanRateFor(terms, amount, tenureMonths) ?? { basis: 'flat', rate: 0 };
  const processingFee = processingFeeOf(terms, amount);
  const feeCharged = terms.processingFee?.charged ?? 'deducted';
  const principal = feeCharged === 'added' ? amount + processingFee : amount;
  const received = feeCharged === 'added' ? amount : amount - processingFee;

  let monthlyInstalment: number;
  let scheduleRate: number;
  let totalInterest: number;
  if (quoted.basis === 'reducing') {
    scheduleRate = quoted.rate / 1200;
    monthlyInstalment = annuityInstalment(principal, scheduleRate, tenureMonths);
    totalInterest = monthlyInstalment * tenureMonths - principal;
  } else {
    totalInterest = (principal * quoted.rate * tenureMonths) / 1200;
    monthlyInstalment = (principal + totalInterest) / tenureMonths;
    const instalments = Array.from({ length: tenureMonths }, () => monthlyInstalment);
    scheduleRate = periodicRate(principal, instalments) ?? 0;
  }
  const payments = Array.from({ length: tenureMonths }, () => monthlyInstalment);
  const eirRate = periodicRate(received, payments);
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
    totalCost: totalInterest + processingFee,
    eir: eirRate === undefined ? Infinity : eirRate * 1200,
    schedule: scheduleOf(principal, monthlyInstalment, tenureMonths, scheduleRate),
  };
}

/** Why a loan does not fit the request, or undefined when it does. */
export function loanMismatch(terms: LoanTerms, request: LoanRequest): string | undefined {
  if (request.loanType !== 'any' && terms.loanType !== request.loanType) return 'another loan type';
  if (!loanRateFor(terms, request.amount, request.tenureMonths)) return 'no rate published';
  if (terms.minAmount !== undefined && request.amount < terms.minAmount) return 'amount too small';
  if (terms.maxAmount !== undefined && request.amount > terms.maxAmount) return 'amount too large';
  if (terms.minTenureMonths !== undefined && request.tenureMonths < terms.minTenureMonths) {
    return 'tenure too short';
  }
  if (terms.maxTenureMonths !== undefined && request.tenureMonths > terms.maxTenureMonths) {
    return 'tenure too long';
  }
  const feeCharged = terms.processingFee?.charged ?? 'deducted';
  if (feeCharged === 'deducted' && processingFeeOf(terms, request.amount) >= request.amount) {
    return 'fee as large as the loan';
  }
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
      if (!terms || loanMismatch(terms, request)) return [];
      return [{ item, cost: loanCost(terms, request.amount, request.tenureMonths) }];
    })
    .sort((a, b) => a.cost.totalCost - b.cost.totalCost);
}

/** The largest amount any of the loans lends (their `maxAmount`), for 'no loan fits' advice. */
export function largestLoanAmount(items: readonly { terms?: LoanTerms }[]): number | undefined {
  const amounts = items.flatMap((item) =>
    item.terms?.maxAmount === undefined ? [] : [item.terms.maxAmount],
  );
  return amounts.length === 0 ? undefined : Math.max(...amounts);
}
