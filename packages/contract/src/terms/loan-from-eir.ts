import { loanOutOfRange, loanRepayment } from './loan-repayment.js';
import { loanRateFor, type LoanRate } from './loan-terms-rates.js';
import type { LoanTerms } from './loan-terms.schema.js';

/**
 * What the loan calculator accepts where a loan sets no bound of its own: at least S$1, over 1 to
 * 600 months (50 years, the longest tenure the terms allow).
 */
export const loanRequestLimits = { minAmount: 1, minTenureMonths: 1, maxTenureMonths: 600 };

/** The lowest EIR of a loan, and the smallest amount and shortest tenure that give it. */
export interface LoanFromEir {
  /** Percent a year, as the loan calculator works it out (`loanRepayment`). */
  eir: number;
  /** In whole S$. */
  amount: number;
  tenureMonths: number;
  /** The rate that applies there, a band's where one holds. */
  rate: LoanRate;
}

/** Two EIRs this close are the same figure (they differ by the bisection's last digits). */
const SAME_EIR = 1e-9;

/**
 * The amounts to try at each tenure, one in each stretch of amounts that one rate band (or none)
 * covers. Within a stretch the rate is fixed, and the EIR depends only on the fee as a share of
 * the amount, which never rises as the amount grows: the lowest EIR of the stretch is reached
 * from the smallest amount where the fee's minimum stops mattering (the stretch's start when the
 * fee has no minimum, its end when the fee is a minimum alone).
 */
function candidateAmounts(terms: LoanTerms): number[] {
  const fee = terms.processingFee;
  const feeThreshold =
    fee?.minimum && fee.percent > 0 ? Math.ceil((fee.minimum * 100) / fee.percent) : undefined;
  const bounds = (terms.rateBands ?? []).flatMap((band) => [
    band.minAmount,
    band.maxAmount === undefined ? undefined : band.maxAmount + 1,
  ]);
  const smallest = Math.max(terms.minAmount ?? loanRequestLimits.minAmount, 1);
  // A loan with no largest amount is tried up to where its bands and its fee's minimum stop
  // making a difference.
  const largest =
    terms.maxAmount ??
    Math.max(smallest, feeThreshold ?? 0, ...bounds.filter((bound) => bound !== undefined));
  const starts = [...new Set([smallest, ...bounds.filter((bound) => bound !== undefined)])]
    .filter((start) => start >= smallest && start <= largest)
    .sort((a, b) => a - b);
  return starts.map((start, index) => {
    const end = index + 1 < starts.length ? (starts[index + 1] as number) - 1 : largest;
    if (!fee?.minimum) return start;
    if (feeThreshold === undefined) return end;
    return Math.min(Math.max(start, feeThreshold), end);
  });
}

/**
 * A loan's lowest EIR over every amount (in whole S$) and tenure (in months) it lends, as the loan
 * calculator works each out: its 'from' figure. Of amounts and tenures giving the same EIR, the
 * smallest amount and then the shortest tenure. Undefined when it lends nothing it quotes a rate
 * for.
 */
export function loanFromEir(terms: LoanTerms): LoanFromEir | undefined {
  // Lists work it out for every card at each render: kept by the terms' text, which a change
  // of the terms in place changes too.
  const key = JSON.stringify(terms);
  if (!found.has(key)) {
    if (found.size >= FOUND_KEPT) found.clear();
    found.set(key, lowestOver(terms));
  }
  return found.get(key);
}

/** About as many loans as a catalogue lists, with room for their past terms. */
const FOUND_KEPT = 500;
const found = new Map<string, LoanFromEir | undefined>();

function lowestOver(terms: LoanTerms): LoanFromEir | undefined {
  const amounts = candidateAmounts(terms);
  const shortest = terms.minTenureMonths ?? loanRequestLimits.minTenureMonths;
  const longest = terms.maxTenureMonths ?? loanRequestLimits.maxTenureMonths;
  let lowest: LoanFromEir | undefined;
  for (const amount of amounts) {
    for (let tenureMonths = shortest; tenureMonths <= longest; tenureMonths++) {
      if (loanOutOfRange(terms, amount, tenureMonths)) continue;
      const { eir } = loanRepayment(terms, amount, tenureMonths);
      if (lowest && eir > lowest.eir - SAME_EIR) continue;
      const rate = loanRateFor(terms, amount, tenureMonths) as LoanRate;
      lowest = { eir, amount, tenureMonths, rate };
    }
  }
  return lowest;
}

/** A percent a year as the loan calculator shows it: to the hundredth. */
export const eirAsShown = (percent: number) => Number(percent.toFixed(2));

/** The 'from' EIR as lists show it and sort by: `loanFromEir`, to the hundredth. */
export function loanFromEirShown(terms: LoanTerms): number | undefined {
  const lowest = loanFromEir(terms);
  return lowest && eirAsShown(lowest.eir);
}
