import { tbillName } from '@sg-finance/contract';
import { formatPercent, formatSGD } from '../money.js';
import { wholeUnits, type CashAsk, type CashOption } from './cash-ask.js';

/** S$ a T-bill application must be at least, and a multiple of. */
export const TBILL_UNIT_SGD = 1000;
/** Days from issue to maturity MAS uses for each tenor: 26 weeks and 52 weeks. */
export const TBILL_DAYS: Readonly<Record<6 | 12, number>> = { 6: 182, 12: 364 };
const DAYS_A_YEAR = 365;

/** A T-bill auction's answer, as `/cash` uses it. */
export interface TbillAt {
  tenorMonths: 6 | 12;
  /** Percent a year. */
  cutOffYield: number;
  /** `2026-11-13`. */
  auctionDate: string;
}

/**
 * A T-bill bought at `auction`'s cut-off yield and rolled over at the same yield for as many
 * whole tenors as the horizon holds: each tenor pays face × yield × days / 365 on the face
 * amount (the largest multiple of S$1,000 within the amount). Undefined when the amount is
 * under S$1,000, when no whole tenor fits in the horizon, or when the money may not be locked.
 */
export function tbillOption(ask: CashAsk, auction: TbillAt): CashOption | undefined {
  const face = wholeUnits(ask.amount, TBILL_UNIT_SGD);
  const tenors = Math.floor(ask.horizonMonths / auction.tenorMonths);
  if (!ask.mayLock || face === 0 || tenors === 0) return undefined;
  const days = TBILL_DAYS[auction.tenorMonths];
  const perTenor = (face * auction.cutOffYield * days) / 100 / DAYS_A_YEAR;
  return {
    kind: 'tbill',
    name: tbillName(auction.tenorMonths),
    investedSGD: face,
    interestSGD: perTenor * tenors,
    lines: [
      `Face amount ${formatSGD(face)} (multiples of ${formatSGD(TBILL_UNIT_SGD)})`,
      `Cut-off yield ${formatPercent(auction.cutOffYield)} at the auction of ${auction.auctionDate}`,
      `Each tenor: ${formatSGD(face)} × ${formatPercent(auction.cutOffYield)} × ${days} / ${DAYS_A_YEAR} days = ${formatSGD(perTenor)}`,
      tenors === 1
        ? `One tenor in ${ask.horizonMonths} months`
        : `${tenors} tenors in ${ask.horizonMonths} months, rolled over at the same cut-off: ${tenors} × ${formatSGD(perTenor)}`,
    ],
  };
}

/** The T-bill options for the latest auction of each tenor. */
export function tbillOptions(ask: CashAsk, latest: readonly TbillAt[]): CashOption[] {
  return latest.flatMap((auction) => tbillOption(ask, auction) ?? []);
}
