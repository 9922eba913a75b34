import {
  formatMoney,
  listInWords,
  savingHeadline,
  type BankCategory,
  type SavingTerms,
} from '@sg-finance/contract';
import { offer, type DemoListing } from './demo-listing.js';

/** A demo savings account: what it names itself; tiers and detail lines come from its terms. */
export interface DemoSaving {
  title: string;
  slug: string;
  subtitle: string;
  category: BankCategory;
  priority: number;
  offers: readonly (readonly [description: string, tag: string, endsInDays?: number])[];
  keyFeatures: string[];
  terms: SavingTerms;
}

function groupsLine(terms: SavingTerms): string[] {
  const groups = [...new Set((terms.bonus ?? []).flatMap((bonus) => bonus.group ?? []))];
  return groups.length < 2 ? [] : [`Bonus: ${listInWords(groups)}, whichever pays you more`];
}

export function saving(product: DemoSaving): DemoListing {
  const { offers, keyFeatures, terms, ...fields } = product;
  const headline = savingHeadline(terms);
  const best = headline
    ? `${headline.qualifier === 'up to' ? 'Up to' : 'Interest'} ${headline.figure.value}% p.a.${headline.condition ? ` ${headline.condition}` : ''}`
    : 'No interest published';
  return {
    ...fields,
    rewardOffer: offers.map(([description, tag, endsInDays]) =>
      offer(product.category, description, tag, endsInDays),
    ),
    tiers: {
      tier1: `Base interest ${terms.baseRate ?? 0}% p.a.`,
      tier2: best,
      tier3: terms.minBalance
        ? `Min. average daily balance ${formatMoney(terms.minBalance)}`
        : 'No minimum balance',
    },
    lists: {
      keyFeatures,
      repaymentSummary: [
        ...groupsLine(terms),
        terms.fallBelowFee && terms.minBalance
          ? `Fall-below fee: ${formatMoney(terms.fallBelowFee)} a month under ${formatMoney(terms.minBalance)}`
          : 'No fall-below fee',
        terms.interestCredited === 'monthly'
          ? 'Interest credited monthly, so it earns interest from the next month'
          : 'Interest credited once a year',
      ],
    },
    terms,
  };
}
