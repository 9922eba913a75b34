import {
  commissionRateFor,
  formatInCurrency,
  formatNumber,
  marketCurrencies,
  markets,
  numberText,
  type FeeCurrency,
  type FeeRate,
  type GstFee,
  type InvestmentTerms,
  type Market,
} from '@sg-finance/contract';
import { formatSGD } from '../money.js';
import type { BrokerageCost, TradingProfile } from './brokerage-cost.js';

/** One line of the working: what is charged and, where it adds to the cost, how much. */
export interface BrokerageLine {
  text: string;
  amount?: string;
}

export const marketNames: Readonly<Record<Market, string>> = {
  SG: 'Singapore (SGX)',
  US: 'United States',
  HK: 'Hong Kong',
};

const gstFeeNames: Record<GstFee, string> = {
  commission: 'commission',
  platformFee: 'platform fee',
  exchangeFee: 'trading fee',
  clearingFee: 'clearing fee',
};

/** 0.0075%: fee rates go below a hundredth of a percent. */
const formatPercent = (value: number) => `${numberText(value, { maximumFractionDigits: 4 })}%`;

const cents = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** US$2.17: an amount of a fee, to the cent, in its currency. */
export function formatFee(amount: number, currency: FeeCurrency): string {
  return formatInCurrency(1, currency).replace('1', numberText(amount, cents));
}

/** '0.03% of S$2,000 = S$0.60, 10 × US$0.005 = US$0.05, at least US$1.00' */
function rateText(rate: FeeRate, value: number, shares: number, currency: FeeCurrency): string {
  const parts: string[] = [];
  if (rate.percent !== undefined) {
    parts.push(
      `${formatPercent(rate.percent)} of ${formatFee(value, currency)} = ${formatFee((value * rate.percent) / 100, currency)}`,
    );
  }
  if (rate.perShare !== undefined) {
    parts.push(
      `${formatNumber(shares)} × ${formatInCurrency(rate.perShare, currency)} = ${formatFee(shares * rate.perShare, currency)}`,
    );
  }
  if (rate.minimum !== undefined) parts.push(`at least ${formatFee(rate.minimum, currency)}`);
  if (rate.fixed !== undefined) parts.push(`plus ${formatFee(rate.fixed, currency)}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}

/** The working of a broker's cost a year: each fee of one trade of each market, then the year. */
export function brokerageWorking(
  terms: InvestmentTerms,
  profile: TradingProfile,
  cost: BrokerageCost,
): BrokerageLine[] {
  const lines: BrokerageLine[] = [];
  for (const market of markets) {
    const marketCost = cost.byMarket[market];
    const row = terms.commission?.find((commission) => commission.market === market);
    if (!marketCost || !row) continue;
    const { perTrade, tradesPerYear } = marketCost;
    const { currency, value } = perTrade;
    const { shares, price } = profile.markets[market];
    const tradeCurrency = marketCurrencies[market];
    const converted =
      tradeCurrency === currency ? '' : `, ${formatFee(value, currency)} in ${currency}`;
    lines.push({
      text: `${marketNames[market]}: one trade of ${formatNumber(shares)} shares at ${formatInCurrency(price, tradeCurrency)} = ${formatFee(shares * price, tradeCurrency)}${converted}`,
    });
    const rate = commissionRateFor(row, value);
    const tierText =
      'fromTradeValue' in rate && typeof rate.fromTradeValue === 'number'
        ? ` (trades of ${formatFee(rate.fromTradeValue, currency)} or more)`
        : '';
    lines.push({
      text: `Commission${tierText}: ${rateText(rate, value, shares, currency)}`,
      amount: formatFee(perTrade.commission, currency),
    });
    if (row.platformFee) {
      lines.push({
        text: `Platform fee: ${rateText(row.platformFee, value, shares, currency)}`,
        amount: formatFee(perTrade.platformFee, currency),
      });
    }
    if (row.exchangeFeePercent !== undefined) {
      lines.push({
        text: `Exchange trading fee: ${formatPercent(row.exchangeFeePercent)} of ${formatFee(value, currency)}`,
        amount: formatFee(perTrade.exchangeFee, currency),
      });
    }
    if (row.clearingFeePercent !== undefined) {
      lines.push({
        text: `Clearing fee: ${formatPercent(row.clearingFeePercent)} of ${formatFee(value, currency)}`,
        amount: formatFee(perTrade.clearingFee, currency),
      });
    }
    if (terms.gst && perTrade.gst > 0) {
      const charged: Record<GstFee, boolean> = {
        commission: true,
        platformFee: row.platformFee !== undefined,
        exchangeFee: row.exchangeFeePercent !== undefined,
        clearingFee: row.clearingFeePercent !== undefined,
      };
      const names = [...new Set(terms.gst.on)]
        .filter((fee) => charged[fee])
        .map((fee) => gstFeeNames[fee]);
      const on =
        names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
      lines.push({
        text: `GST ${formatPercent(terms.gst.percent)} on the ${on}`,
        amount: formatFee(perTrade.gst, currency),
      });
    }
    lines.push({ text: 'One trade', amount: formatFee(perTrade.total, currency) });
    if (currency !== 'SGD') {
      lines.push({
        text: `One trade in S$ at ${formatInCurrency(1, currency)} = ${formatInCurrency(perTrade.fxRate, 'SGD')}`,
        amount: formatSGD(perTrade.totalSGD),
      });
    }
    lines.push({
      text: `${formatNumber(tradesPerYear)} trades a year on ${marketNames[market]}`,
      amount: formatSGD(marketCost.yearlySGD),
    });
  }
  lines.push({
    text: `Custody fee: ${formatSGD(terms.custodyFeeMonthly ?? 0)} a month × 12`,
    amount: formatSGD(cost.custodySGD),
  });
  return lines;
}
