import {
  equalPaymentsRate,
  loanOutOfRange,
  loanRepayment,
  type LoanRepayment,
  type LoanTerms,
  type LoanType,
} from '@sg-finance/contract';

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

export interface LoanCost extends LoanRepayment {
  /** Interest plus fees: everything repaid less what was received. */
  totalCost: number;
  schedule: ScheduleRow[];
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
 * A loan for the cash asked for over a tenure, worked out by the contract's `loanRepayment` (the
 * one working of the calculator and the loans' 'from' EIR), with its total cost and schedule.
 * A flat-rate loan's schedule splits each instalment at the monthly rate its instalments repay
 * what is owed at; a reducing-balance loan's at a twelfth of its rate.
 */
export function loanCost(terms: LoanTerms, amount: number, tenureMonths: number): LoanCost {
  const repayment = loanRepayment(terms, amount, tenureMonths);
  const { basis, rate, principal, monthlyInstalment } = repayment;
  const scheduleRate =
    basis === 'reducing'
      ? rate / 1200
      : (equalPaymentsRate(principal, monthlyInstalment, tenureMonths) ?? 0);
  return {
    ...repayment,
    totalCost: repayment.totalInterest + repayment.processingFee,
    schedule: scheduleOf(principal, monthlyInstalment, tenureMonths, scheduleRate),
  };
}

/** Why a loan does not fit the request, or undefined when it does. */
export function loanMismatch(terms: LoanTerms, request: LoanRequest): string | undefined {
  if (request.loanType !== 'any' && terms.loanType !== request.loanType) return 'another loan type';
  return loanOutOfRange(terms, request.amount, request.tenureMonths);
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
