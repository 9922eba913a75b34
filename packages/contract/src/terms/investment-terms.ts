import type { InvestmentTerms } from './investment-terms.schema.js';
import { figure, type TermField, type TermFilter, type TermSort } from './term-field.js';

export const markets = ['SG', 'US', 'HK'] as const;
export type Market = (typeof markets)[number];

/** The trade size brokers are sorted by: the commission of one S$1,000 trade. */
export const REFERENCE_TRADE_SGD = 1000;

/** What one trade of `tradeSGD` costs in commission on a market, or undefined if not offered. */
export function tradeCommission(
  terms: InvestmentTerms,
  market: Market,
  tradeSGD: number,
): number | undefined {
  const rate = terms.commission?.find((commission) => commission.market === market);
  if (!rate) return undefined;
  return Math.max(rate.minimum ?? 0, (tradeSGD * rate.percent) / 100) + (rate.fixed ?? 0);
}

export const investmentTermFields: readonly TermField<InvestmentTerms>[] = [
  ...markets.map((market): TermField<InvestmentTerms> => ({
    key: `commission.${market}`,
    better: 'lower',
    value: (terms) => figure(tradeCommission(terms, market, REFERENCE_TRADE_SGD), 'SGD'),
  })),
  {
    key: 'custodyFeeMonthly',
    better: 'lower',
    value: (terms) => figure(terms.custodyFeeMonthly, 'SGD/month'),
  },
  { key: 'minDeposit', better: 'lower', value: (terms) => figure(terms.minDeposit, 'SGD') },
];

export const investmentTermSorts: readonly TermSort<InvestmentTerms>[] = [
  { name: 'commissionSG', value: (terms) => tradeCommission(terms, 'SG', REFERENCE_TRADE_SGD) },
  { name: 'commissionUS', value: (terms) => tradeCommission(terms, 'US', REFERENCE_TRADE_SGD) },
];

export const investmentTermFilters: readonly TermFilter[] = [];
