import {
  markets,
  gstFees,
  type Market,
  type FeeCurrency,
  type GstFee,
} from './investment-terms.choices.js';
import type { Commission, FeeRate, InvestmentTerms } from './investment-terms.schema.js';
import { numberText } from '../number-text.js';
import {
  figure,
  type TermField,
  type TermFilter,
  type TermHeadline,
  type TermSort,
} from './term-field.js';
import { welcomeOfferTermFields, welcomeValueSGD } from './welcome-offer.js';

/** The currency shares of each market are priced in. */
export const marketCurrencies: Readonly<Record<Market, FeeCurrency>> = {
  SG: 'SGD',
  US: 'USD',
  HK: 'HKD',
};

/** S$ for one unit of each currency: the rates lists and headlines convert at, and say so. */
export const REFERENCE_FX_SGD: Readonly<Record<FeeCurrency, number>> = {
  SGD: 1,
  USD: 1.35,
  HKD: 0.17,
};

/** One buy or sell: a number of shares at a price in the market's currency. */
export interface Trade {
  shares: number;
  price: number;
}

/**
 * A typical trade of each market, about S$2,000 at the reference rates: what broker lists are
 * sorted by, compare tables show and list cards lead with.
 */
export const TYPICAL_TRADES: Readonly<Record<Market, Trade>> = {
  SG: { shares: 1000, price: 2 },
  US: { shares: 10, price: 150 },
  HK: { shares: 500, price: 24 },
};

const currencySymbols: Record<FeeCurrency, string> = { SGD: 'S$', USD: 'US$', HKD: 'HK$' };
const whole = { maximumFractionDigits: 0 };
const fraction = { minimumFractionDigits: 2, maximumFractionDigits: 4 };

/** 'US$0.0049', 'S$1.20', 'S$1,500': an amount with its currency's sign, cents where it has some. */
export function formatInCurrency(amount: number, currency: FeeCurrency): string {
  const digits = Number.isInteger(amount) ? whole : fraction;
  return `${currencySymbols[currency]}${numberText(amount, digits)}`;
}

/** What one trade costs at one broker, each fee in the currency of the broker's market row. */
export interface TradeFees {
  currency: FeeCurrency;
  /** The trade's value in `currency`. */
  value: number;
  commission: number;
  platformFee: number;
  exchangeFee: number;
  clearingFee: number;
  gst: number;
  /** Every fee and the GST, in `currency`. */
  total: number;
  /** S$ for one unit of `currency`. */
  fxRate: number;
  totalSGD: number;
}

/** `percent` of the value plus `perShare` for each share, at least `minimum`, then `fixed`. */
export function feeOf(rate: FeeRate, value: number, shares: number): number {
  const variable = (value * (rate.percent ?? 0)) / 100 + shares * (rate.perShare ?? 0);
  return Math.max(rate.minimum ?? 0, variable) + (rate.fixed ?? 0);
}

/** The rates a trade of `value` pays commission at: its size's tier, or the row's own rates. */
export function commissionRateFor(row: Commission, value: number): FeeRate {
  let chosen: FeeRate = row;
  let reached = -1;
  for (const tier of row.tiers ?? []) {
    if (tier.fromTradeValue <= value && tier.fromTradeValue > reached) {
      chosen = tier;
      reached = tier.fromTradeValue;
    }
  }
  return chosen;
}

/**
 * Every fee of one trade on `market`, or undefined when the broker does not trade it. The trade's
 * value is converted to the row's currency at `fxSGD` (S$ per unit) when the two differ.
 */
export function tradeFees(
  terms: InvestmentTerms,
  market: Market,
  trade: Trade,
  fxSGD: Readonly<Record<FeeCurrency, number>> = REFERENCE_FX_SGD,
): TradeFees | undefined {
  const row = terms.commission?.find((commission) => commission.market === market);
  if (!row) return undefined;
  const currency = row.currency ?? 'SGD';
  const tradeCurrency = marketCurrencies[market];
  const inTradeCurrency = trade.shares * trade.price;
  const value =
    tradeCurrency === currency
      ? inTradeCurrency
      : (inTradeCurrency * fxSGD[tradeCurrency]) / fxSGD[currency];
  const fees: Record<GstFee, number> = {
    commission: feeOf(commissionRateFor(row, value), value, trade.shares),
    platformFee: row.platformFee ? feeOf(row.platformFee, value, trade.shares) : 0,
    exchangeFee: (value * (row.exchangeFeePercent ?? 0)) / 100,
    clearingFee: (value * (row.clearingFeePercent ?? 0)) / 100,
  };
  const taxed = [...new Set(terms.gst?.on ?? [])].reduce((sum, fee) => sum + fees[fee], 0);
  const gst = (taxed * (terms.gst?.percent ?? 0)) / 100;
  const total = gstFees.reduce((sum, fee) => sum + fees[fee], gst);
  const fxRate = fxSGD[currency];
  return { currency, value, ...fees, gst, total, fxRate, totalSGD: total * fxRate };
}

/** What the typical trade of `market` costs in S$, every fee and GST included. */
export function typicalTradeCostSGD(terms: InvestmentTerms, market: Market): number | undefined {
  return tradeFees(terms, market, TYPICAL_TRADES[market])?.totalSGD;
}

const marketWords: Record<Market, string> = { SG: 'SGX', US: 'US', HK: 'Hong Kong' };

/** '1,000 SGX shares at S$2', '10 US shares at US$150 (US$1 = S$1.35)'. */
export function typicalTradeText(market: Market): string {
  const { shares, price } = TYPICAL_TRADES[market];
  const currency = marketCurrencies[market];
  const rate =
    currency === 'SGD'
      ? ''
      : ` (${formatInCurrency(1, currency)} = ${formatInCurrency(REFERENCE_FX_SGD[currency], 'SGD')})`;
  return `${numberText(shares, whole)} ${marketWords[market]} shares at ${formatInCurrency(price, currency)}${rate}`;
}

function cheapestTypicalTrade(terms: InvestmentTerms, among: readonly Market[]) {
  let cheapest: { market: Market; costSGD: number } | undefined;
  for (const market of among) {
    const costSGD = typicalTradeCostSGD(terms, market);
    if (costSGD !== undefined && (cheapest === undefined || costSGD < cheapest.costSGD)) {
      cheapest = { market, costSGD };
    }
  }
  return cheapest;
}

/**
 * From the cheaper typical trade of SGX and US shares, every charge included. Hong Kong trades
 * also pay stamp duty and levies that brokers' terms do not hold, so they lead only a broker of
 * Hong Kong alone, and say so.
 */
export function investmentHeadline(terms: InvestmentTerms): TermHeadline | undefined {
  const cheapest = cheapestTypicalTrade(terms, ['SG', 'US']) ?? cheapestTypicalTrade(terms, ['HK']);
  if (!cheapest) return undefined;
  const charges =
    cheapest.market === 'HK' ? 'before stamp duty and levies' : 'all charges included';
  return {
    figure: { value: Math.round(cheapest.costSGD * 100) / 100, unit: 'SGD' },
    qualifier: 'from',
    condition: `for ${typicalTradeText(cheapest.market)}, ${charges}`,
  };
}

export const investmentTermFields: readonly TermField<InvestmentTerms>[] = [
  ...markets.map((market): TermField<InvestmentTerms> => ({
    key: `commission.${market}`,
    better: 'lower',
    value: (terms) => figure(typicalTradeCostSGD(terms, market), 'SGD'),
  })),
  {
    key: 'custodyFeeMonthly',
    better: 'lower',
    value: (terms) => figure(terms.custodyFeeMonthly, 'SGD/month'),
  },
  { key: 'minDeposit', better: 'lower', value: (terms) => figure(terms.minDeposit, 'SGD') },
  {
    key: 'welcomeValue',
    better: 'higher',
    value: (terms) => figure(welcomeValueSGD(terms), 'SGD'),
  },
  ...welcomeOfferTermFields<InvestmentTerms>(),
];

export const investmentTermSorts: readonly TermSort<InvestmentTerms>[] = [
  { name: 'commissionSG', value: (terms) => typicalTradeCostSGD(terms, 'SG') },
  { name: 'commissionUS', value: (terms) => typicalTradeCostSGD(terms, 'US') },
];

/** `market=US` keeps the brokers that trade on that market. */
export const investmentTermFilters: readonly TermFilter[] = [
  { name: 'market', kind: 'equals', term: 'commission.market', values: markets },
];
