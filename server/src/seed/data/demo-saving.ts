import {
  formatMoney,
  listInWords,
  bonusConditionNames,
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
      tier3:
        terms.fallBelowFee && terms.minBalance
          ? `Fall-below fee ${formatMoney(terms.fallBelowFee)} a month under ${formatMoney(terms.minBalance)}`
          : 'No fall-below fee',
    },
    lists: {
      keyFeatures,
      repaymentSummary: [
        terms.minBalance
          ? `Min. average daily balance ${formatMoney(terms.minBalance)}`
          : 'No minimum balance',
        terms.interestCredited === 'monthly'
          ? 'Interest credited monthly, so it earns interest from the next month'
          : 'Interest credited once a year',
      ],
    },
    terms,
  };
}
