import type {
  CardTerms,
  InsuranceTerms,
  InvestmentTerms,
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

const money = (amount: number) =>
  `S$${amount.toLocaleString('en-SG', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

const years = (count: number) => (count === 1 ? 'first year' : `first ${count} years`);

function base<Terms>(product: Product<Terms>) {
  const { offers, keyFeatures: _features, terms: _terms, ...fields } = product;
  return {
    ...fields,
    rewardOffer: offers.map(([description, tag, endsInDays]) =>
      offer(product.category, description, tag, endsInDays),
    ),
  };
}

export function card(product: Product<CardTerms>): DemoListing {
  const { terms } = product;
  const fee = terms.annualFee ?? 0;
  return {
    ...base(product),
    tiers: {
      tier1: `Min. income ${money(terms.minIncome ?? 30000)}`,
      tier2: terms.minMonthlySpend
        ? `Min. spend ${money(terms.minMonthlySpend)}/month for bonus rates`
        : 'No minimum spend',
      tier3:
        fee === 0
          ? 'No annual fee'
          : `Annual fee ${money(fee)}${terms.annualFeeWaivedYears ? ` (${years(terms.annualFeeWaivedYears)} waived)` : ''}`,
    },
    lists: {
      keyFeatures: product.keyFeatures,
      interestDetails: [
        'Interest on purchases: 27.9% p.a.',
        `Foreign currency transactions: ${terms.fxFee ?? 3.25}% fee`,
        'Late payment fee: S$100',
      ],
    },
    terms,
  };
}

export function investment(product: Product<InvestmentTerms>): DemoListing {
  const { terms } = product;
  const commissionLine = (market: string) => {
    const rate = terms.commission?.find((commission) => commission.market === market);
    if (!rate) return `${market}: not offered`;
    const parts = [`${rate.percent}%`];
    if (rate.minimum) parts.push(`min. ${money(rate.minimum)}`);
    if (rate.fixed) parts.push(`plus ${money(rate.fixed)} a trade`);
    return `${market}: ${parts.join(', ')}`;
  };
  return {
    ...base(product),
    tiers: {
      tier1: commissionLine('SG'),
      tier2: commissionLine('US'),
      tier3: terms.minDeposit ? `Min. deposit ${money(terms.minDeposit)}` : 'No minimum deposit',
    },
    lists: {
      keyFeatures: product.keyFeatures,
      commisionFees: ['SG', 'US', 'HK'].map(commissionLine),
      additionalDetails: [
        terms.custodyFeeMonthly
          ? `Custody fee: ${money(terms.custodyFeeMonthly)} a month`
          : 'Custody fee: none',
      ],
    },
    terms,
  };
}

export function insurance(product: Product<InsuranceTerms>): DemoListing {
  const { terms } = product;
  return {
    ...base(product),
    tiers: {
      tier1: `Premiums from ${money(terms.premiumFrom ?? 0)} a ${terms.premiumPer}`,
      tier2: `Cover up to ${money(terms.coverageAmount ?? 0)}`,
      tier3: 'Buy online in minutes',
    },
    lists: {
      keyFeatures: product.keyFeatures,
      commisionFees: ['No commission on direct online purchase'],
      additionalDetails: ['Free-look period of 14 days'],
    },
    terms,
  };
}
