import { markets, tradeCommission, type InvestmentTerms, type Market } from '@sg-finance/contract';

export interface TradingProfile {
  /** Trades a month on each market. */
  tradesPerMonth: Readonly<Record<Market, number>>;
  /** The average size of one trade, in S$. */
  tradeSizeSGD: number;
}

export interface BrokerageCost {
  yearlySGD: number;
  /** Commission a year on each market traded, and the custody fee a year. */
  commissionSGD: Partial<Record<Market, number>>;
  custodySGD: number;
}

/** A broker's cost a year, or undefined when it does not trade a market the person trades on. */
export function brokerageCost(
  terms: InvestmentTerms,
  profile: TradingProfile,
): BrokerageCost | undefined {
  const commissionSGD: Partial<Record<Market, number>> = {};
  let yearlySGD = 0;
  for (const market of markets) {
    const trades = profile.tradesPerMonth[market];
    if (trades <= 0) continue;
    const perTrade = tradeCommission(terms, market, profile.tradeSizeSGD);
    if (perTrade === undefined) return undefined;
    commissionSGD[market] = 12 * trades * perTrade;
    yearlySGD += 12 * trades * perTrade;
  }
  const custodySGD = 12 * (terms.custodyFeeMonthly ?? 0);
  return { yearlySGD: yearlySGD + custodySGD, commissionSGD, custodySGD };
}

/** Every broker offering the markets traded on, ranked by cost a year (the cheapest first). */
export function rankBrokers<Item extends { terms?: InvestmentTerms }>(
  items: readonly Item[],
  profile: TradingProfile,
): { item: Item; cost: BrokerageCost }[] {
  return items
    .flatMap((item) => {
      const cost = item.terms && brokerageCost(item.terms, profile);
      return cost ? [{ item, cost }] : [];
    })
    .sort((a, b) => a.cost.yearlySGD - b.cost.yearlySGD);
}
