import {
  formatMoney,
  listInWords,
  bonusConditionNames,
  type SavingTerms,
} from '@sg-finance/contract';
import { sdicTermOf } from './deposit-insurance.js';
import { offer, type DemoListing } from './demo-listing.js';
import type { DemoProviderName } from './providers.js';

/** A demo savings account: what it names itself; tiers and detail lines come from its terms. */
export interface DemoSaving {
  title: string;
  slug: string;
  subtitle: string;
  category: DemoProviderName;
  priority: number;
  offers: readonly (readonly [description: string, tag: string, endsInDays?: number])[];
  keyFeatures: string[];
  terms: SavingTerms;
}

/** What the bonuses ask for: 'Bonus for salary and card spend', or the groups to choose from. */
function bonusLine(terms: SavingTerms): string {
  const bonuses = terms.bonus ?? [];
  const groups = [...new Set(bonuses.flatMap((bonus) => bonus.group ?? []))];
  if (groups.length > 1) return `Bonus: ${listInWords(groups)}, whichever pays you more`;
  const conditions = new Set(
    bonuses.flatMap((bonus) =>
      [bonus, ...(bonus.alsoRequires ?? [])].map((need) => need.condition),
    ),
  );
  if (conditions.size === 0) return 'No bonus conditions';
  return `Bonus for ${listInWords([...conditions].map((condition) => bonusConditionNames[condition]))}`;
}

/** Only what the terms hold: a fee or balance the source does not give is left to it. */
function fallBelowLine(terms: SavingTerms): string {
  if (terms.fallBelowFee && terms.minBalance) {
    return `Fall-below fee ${formatMoney(terms.fallBelowFee)} a month under ${formatMoney(terms.minBalance)}`;
  }
  return terms.minBalance === 0 ? 'No fall-below fee' : 'Fall-below fee: as the source gives it';
}

function minBalanceLine(terms: SavingTerms): string {
  if (terms.minBalance === undefined) return 'Minimum balance: as the source gives it';
  return terms.minBalance > 0
    ? `Min. average daily balance ${formatMoney(terms.minBalance)}`
    : 'No minimum balance';
}

export function saving(product: DemoSaving): DemoListing {
  const { offers, keyFeatures, terms, ...fields } = product;
  return {
    ...fields,
    rewardOffer: offers.map(([description, tag, endsInDays]) =>
      offer(product.category, description, tag, endsInDays),
    ),
    tiers: {
      tier1: `Base interest ${terms.baseRate ?? 0}% p.a.`,
      tier2: bonusLine(terms),
      tier3: fallBelowLine(terms),
    },
    lists: {
      keyFeatures,
      repaymentSummary: [
        minBalanceLine(terms),
        terms.interestCredited === 'monthly'
          ? 'Interest credited monthly, so it earns interest from the next month'
          : 'Interest credited once a year',
      ],
    },
    terms: { ...terms, ...sdicTermOf(product.category) },
  };
}
