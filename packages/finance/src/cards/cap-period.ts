import type { CapPeriod, CardTerms, SpendCategory } from '@sg-finance/contract';
import type { SpentThisPeriod } from './purchase-earn.js';
import { matchPurchase, type Purchase, type PurchaseMatch } from './purchase-match.js';

/** A day as `YYYY-MM-DD`. */
type Day = string;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const dayText = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The day after statement day `statementDay` of a month (the last day when the month is short). */
function dayAfterStatement(year: number, month: number, statementDay: number): Day {
  const closing = Math.min(statementDay, daysIn(year, month));
  if (closing < daysIn(year, month)) return dayText(year, month, closing + 1);
  return month === 12 ? dayText(year + 1, 1, 1) : dayText(year, month + 1, 1);
}

/**
 * The first day of the cap period `today` is in: the 1st of the month for a calendar month; for a
 * statement month, the day after the last statement date on or before `today` (a statement dated
 * the 31st closes on the 30th of a 30-day month). Without a statement day a statement month is
 * counted as a calendar month. Days are Singapore days, `YYYY-MM-DD`.
 */
export function capPeriodStart(
  capPeriod: CapPeriod | undefined,
  statementDay: number | undefined,
  today: Day,
): Day {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (capPeriod !== 'statementMonth' || statementDay === undefined) {
    return dayText(year, month, 1);
  }
  if (day > Math.min(statementDay, daysIn(year, month))) {
    return dayAfterStatement(year, month, statementDay);
  }
  return month === 1
    ? dayAfterStatement(year - 1, 12, statementDay)
    : dayAfterStatement(year, month - 1, statementDay);
}

/** A purchase already made on a card, by its Singapore day, amount in S$ and category. */
export interface DatedSpend {
  day: Day;
  amount: number;
  category: SpendCategory;
}

/** Two purchases share a bonus's caps when they earn the same bonus; base-rate spend is alike. */
const sameTreatment = (a: PurchaseMatch, b: PurchaseMatch) =>
  a.earns === b.earns && (a.earns !== 'bonus' || a.category === (b as typeof a).category);

/**
 * What a card has spent so far in its cap period, from the purchases made on it: all of those from
 * `periodStart` to `today`, and those the card's terms treat as it treats `purchase` (the same
 * bonus, or the base rate, counted in the same category), which share its caps.
 */
export function spentThisPeriod(
  terms: CardTerms,
  purchase: Purchase,
  madeOnCard: readonly DatedSpend[],
  periodStart: Day,
  today: Day,
): SpentThisPeriod {
  const treatment = matchPurchase(terms, purchase);
  let onLikePurchases = 0;
  let onAll = 0;
  for (const spend of madeOnCard) {
    if (spend.day < periodStart || spend.day > today) continue;
    onAll += spend.amount;
    if (sameTreatment(matchPurchase(terms, { category: spend.category }), treatment)) {
      onLikePurchases += spend.amount;
    }
  }
  return { onLikePurchases, onAll };
}
