/** What a visitor asks of `/cash`: how much, for how long, and whether it may be locked. */
export interface CashAsk {
  /** S$ to park. */
  amount: number;
  /** Months until the money is needed back. */
  horizonMonths: number;
  /** Whether the money may be out of reach until a maturity (a T-bill, a fixed deposit). */
  mayLock: boolean;
}

/** One place to park cash, with what it earns over the horizon and how. */
export interface CashOption {
  kind: 'saving' | 'tbill' | 'ssb' | 'fixedDeposit';
  /** `DBS Multiplier`, `6-month T-bill`, `Savings Bond GX26010F`. */
  name: string;
  /** The bank holding the money, for deposit insurance; absent for government securities. */
  bank?: string;
  /** S$ put in (a multiple of the option's unit, at most the amount). */
  investedSGD: number;
  /** Interest earned over the horizon, in S$. */
  interestSGD: number;
  /** The working, one line a step. */
  lines: string[];
  /** A link to the product's page, when it has one. */
  slug?: string;
}

/** The largest multiple of `unit` within `amount` (0 when the amount is under one unit). */
export function wholeUnits(amount: number, unit: number): number {
  return Math.floor(amount / unit + 1e-9) * unit;
}
