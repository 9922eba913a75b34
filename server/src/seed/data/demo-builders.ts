import {
  formatInCurrency,
  formatMoney,
  markets,
  type FeeCurrency,
  type FeeRate,
  type InsuranceTerms,
  type InvestmentTerms,
  type Market,
} from '@sg-finance/contract';
import { offer, type DemoListing } from './demo-listing.js';
import type { DemoProviderName } from './providers.js';

/** What every demo product names itself; tiers and detail lines are written from its terms. */
interface Product<Terms> {
  title: string;
  slug: string;
  subtitle: string;
  category: DemoProviderName;
  priority: number;
  offers: readonly (readonly [description: string, tag: string, endsInDays?: number])[];
  keyFeatures: string[];
  terms: Terms;
}

function base<Terms>(product: Product<Terms>) {
  const { offers, keyFeatures: _features, terms: _terms, ...fields } = product;
  return {
    ...fields,
    rewardOffer: offers.map(([description, tag, endsInDays]) =>
      offer(product.category, description, tag, endsInDays),
    ),
  };
}

/** '0.03% (min. S$0.99)', 'US$0.0049 a share (min. US$0.99)', 'US$3.88 a trade'. */
function rateText(rate: FeeRate, currency: FeeCurrency) {
  const parts: string[] = [];
  if (rate.percent !== undefined) parts.push(`${rate.percent}%`);
  if (rate.perShare !== undefined)
    parts.push(`${formatInCurrency(rate.perShare, currency)} a share`);
  if (rate.fixed !== undefined) {
    parts.push(
      `${parts.length > 0 ? 'plus ' : ''}${formatInCurrency(rate.fixed, currency)} a trade`,
    );
  }
  const minimum = rate.minimum ? ` (min. ${formatInCurrency(rate.minimum, currency)})` : '';
  return `${parts.join(' ') || 'no commission'}${minimum}`;
}

const marketNames = { SG: 'SGX', US: 'US', HK: 'HKEX' } as const;

/** 'SGX: 0.03% (min. S$0.99) + platform fee 0.03% (min. S$1.50)', with tiers by trade size. */
function marketLine(terms: InvestmentTerms, market: Market) {
  const row = terms.commission?.find((commission) => commission.market === market);
  if (!row) return `${marketNames[market]}: not offered`;
  const currency = row.currency ?? 'SGD';
  const tiers = [...(row.tiers ?? [])]
    .sort((a, b) => a.fromTradeValue - b.fromTradeValue)
    .map(
      (tier) =>
        `; ${rateText(tier, currency)} from ${formatInCurrency(tier.fromTradeValue, currency)}`,
    );
  const platform = row.platformFee ? ` + platform fee ${rateText(row.platformFee, currency)}` : '';
  return `${marketNames[market]}: ${rateText(row, currency)}${tiers.join('')}${platform}`;
}

function exchangeFeeLines(terms: InvestmentTerms) {
  return (terms.commission ?? []).flatMap((row) =>
    row.exchangeFeePercent === undefined && row.clearingFeePercent === undefined
      ? []
      : [
          `${marketNames[row.market]} trading fee ${row.exchangeFeePercent ?? 0}% and clearing fee ${row.clearingFeePercent ?? 0}% of the trade`,
        ],
  );
}

const gstFeeNames = {
  commission: 'commission',
  platformFee: 'platform fees',
  exchangeFee: 'trading fees',
  clearingFee: 'clearing fees',
} as const;

export function investment(product: Product<InvestmentTerms>): DemoListing {
  const { terms } = product;
  const gst = terms.gst
    ? [`GST ${terms.gst.percent}% on ${terms.gst.on.map((fee) => gstFeeNames[fee]).join(', ')}`]
    : ['GST: as the source gives it'];
  return {
    ...base(product),
    tiers: {
      tier1: marketLine(terms, 'SG'),
      tier2: marketLine(terms, 'US'),
      tier3:
        terms.minDeposit === undefined
          ? 'Minimum deposit: as the source gives it'
          : terms.minDeposit > 0
            ? `Min. deposit ${formatMoney(terms.minDeposit)}`
            : 'No minimum deposit',
    },
    lists: {
      keyFeatures: product.keyFeatures,
      commisionFees: [
        ...markets.map((market) => marketLine(terms, market)),
        ...exchangeFeeLines(terms),
      ],
      additionalDetails: [
        ...gst,
        terms.custodyFeeMonthly === undefined
          ? 'Custody fee: as the source gives it'
          : terms.custodyFeeMonthly > 0
            ? `Custody fee: ${formatMoney(terms.custodyFeeMonthly)} a month`
            : 'Custody fee: none',
      ],
    },
    terms,
  };
}

function ages(from: number, to: number) {
  return from === to ? `age ${from}` : `ages ${from} to ${to}`;
}

export function insurance(product: Product<InsuranceTerms>): DemoListing {
  const { terms } = product;
  const table = terms.premiumTable;
  if (!table) throw new Error(`${product.slug}: a demo plan gives its premiums by age`);
  const youngest = Math.min(...table.bands.map((band) => band.ageFrom));
  const oldest = Math.max(...table.bands.map((band) => band.ageTo));
  const proportional = table.scaling === 'proportional';
  return {
    ...base(product),
    tiers: {
      tier1: proportional ? 'Premium in proportion to the cover' : 'One premium for any cover',
      tier2: !proportional
        ? `Cover up to ${formatMoney(table.coverAmount)}`
        : terms.minCoverAmount === undefined || terms.coverageAmount === undefined
          ? `Premiums for ${formatMoney(table.coverAmount)} of cover`
          : `Cover ${formatMoney(terms.minCoverAmount)} to ${formatMoney(terms.coverageAmount)}`,
      tier3: `Entry ${ages(youngest, oldest)}`,
    },
    lists: {
      keyFeatures: product.keyFeatures,
      commisionFees: ['Premiums: see Premiums by age'],
      additionalDetails: ['Free-look period of 14 days'],
    },
    terms,
  };
}
