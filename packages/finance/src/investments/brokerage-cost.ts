import {
  markets,
  tradeFees,
  type FeeCurrency,
  type InvestmentTerms,
  type Market,
  type Trade,
  type TradeFees,
} from '@sg-finance/contract';

/** How a person trades on one market: trades a month, each of `shares` at `price`. */
export interface MarketTrading extends Trade {
  tradesPerMonth: number;
}

export interface TradingProfile {
  markets: Readonly<Record<Market, MarketTrading>>;
  /** S$ for one unit of each currency, to convert fees stated in US$ or HK$. */
  fxSGD: Readonly<Record<FeeCurrency, number>>;
}

export interface MarketCost {
  tradesPerYear: number;
  /** Every fee of one trade, in the currency of the broker's row for the market. */
  perTrade: TradeFees;
  yearlySGD: number;
}

export interface BrokerageCost {
  yearlySGD: number;
  /** The cost a year of each market traded on. */
  byMarket: Partial<Record<Market, MarketCost>>;
  custodySGD: number;
}

/** A broker's cost a year, or undefined when it does not trade a market the person trades on. */
export function brokerageCost(
  terms: InvestmentTerms,
  profile: TradingProfile,
): BrokerageCost | undefined {
  const byMarket: Partial<Record<Market, MarketCost>> = {};
  let yearlySGD = 0;
  for (const market of markets) {
    const trading = profile.markets[market];
    if (trading.tradesPerMonth <= 0) continue;
    const perTrade = tradeFees(terms, market, trading, profile.fxSGD);
    if (perTrade === undefined) return undefined;
    const tradesPerYear = 12 * trading.tradesPerMonth;
    byMarket[market] = { tradesPerYear, perTrade, yearlySGD: tradesPerYear * perTrade.totalSGD };
    yearlySGD += tradesPerYear * perTrade.totalSGD;
  }
  const custodySGD = 12 * (terms.custodyFeeMonthly ?? 0);
  return { yearlySGD: yearlySGD + custodySGD, byMarket, custodySGD };
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
