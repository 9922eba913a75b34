import {
  formatMoney,
  perPeriod,
  type CardTerms,
} from '@sg-finance/contract';
import { offer, type DemoListing } from './demo-listing.js';
import type { DemoProviderName } from './providers.js';

/** A demo credit card: what it names itself; tiers and fee lines come from its terms. */
export interface DemoCard {
  title: string;
  slug: string;
  subtitle: string;
  category: DemoProviderName;
  priority: number;
  offers: readonly (readonly [description: string, tag: string, endsInDays?: number])[];
  keyFeatures: string[];
  terms: CardTerms;
}

const years = (count: number) => (count === 1 ? 'first year' : `first ${count} years`);

function incomeTier(terms: CardTerms): string {
  if (terms.minIncome === undefined) return 'Min. income: as the source gives it';
  const local = `Min. income ${formatMoney(terms.minIncome)}`;
  const foreigner = terms.minIncomeForeigner;
  return foreigner === undefined || foreigner === terms.minIncome
    ? local
    : `${local} (foreigners ${formatMoney(foreigner)})`;
}

function spendTier(terms: CardTerms): string {
  const [first] = terms.spendTiers ?? [];
  if (first) return `Rates by total spend from ${formatMoney(first.minSpend)} ${perPeriod(terms)}`;
  if (terms.minMonthlySpend) {
    return `Min. spend ${formatMoney(terms.minMonthlySpend)} ${perPeriod(terms)} for bonus rates`;
  }
  return 'No minimum spend';
}

function feeTier(terms: CardTerms): string {
  const fee = terms.annualFee;
  if (fee === undefined) return 'Annual fee: as the source gives it';
  if (fee === 0) return 'No annual fee';
  const waivers = [
    terms.annualFeeWaivedYears ? `${years(terms.annualFeeWaivedYears)} waived` : '',
    terms.annualFeeWaiverSpend
      ? `waived with ${formatMoney(terms.annualFeeWaiverSpend)} spend a year`
      : '',
  ].filter((waiver) => waiver !== '');
  return `Annual fee ${formatMoney(fee)}${waivers.length > 0 ? ` (${waivers.join(', ')})` : ''}`;
}

/**
 * A demo card listing whose tiers and fee lines say what its terms hold. What earns and what does
 * not is the page's own section, written from the terms, so the fee list does not repeat it.
 */
export function demoCard(product: DemoCard): DemoListing {
  const { offers, keyFeatures, terms, ...fields } = product;
  return {
    ...fields,
    rewardOffer: offers.map(([description, tag, endsInDays]) =>
      offer(product.category, description, tag, endsInDays),
    ),
    tiers: { tier1: incomeTier(terms), tier2: spendTier(terms), tier3: feeTier(terms) },
    lists: {
      keyFeatures,
      interestDetails: [
        terms.fxFee === undefined
          ? 'Foreign currency fee: as the source gives it'
          : `Foreign currency transactions: ${terms.fxFee}% fee`,
        'Interest and late fees: as the bank states them',
      ],
    },
    terms,
  };
}
