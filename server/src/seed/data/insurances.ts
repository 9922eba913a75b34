import type { InsuranceTerms, TermSource } from '@sg-finance/contract';
import { insurance } from './demo-builders.js';
import type { DemoListing } from './demo-listing.js';
import type { DemoProviderName } from './providers.js';

/**
 * MoneyOwl's comparison of personal term life plans, "Updated July 2024": S$1,000,000 of death
 * and total permanent disability cover to age 65, yearly premiums for a male non-smoker in an
 * office job, at ages 30, 35, 40 and 45.
 */
const moneyOwl: TermSource = {
  url: 'https://moneyowl.com.sg/?p=35091',
  verifiedAt: '2024-07-01',
  verifiedBy: 'SG Finance Rewards editors',
};

const compared = [30, 35, 40, 45] as const;

/** A term plan to age 65 with MoneyOwl's premiums at its four ages, each age its own band. */
function termToAge65(
  product: { title: string; slug: string; category: DemoProviderName; priority: number },
  premiums: readonly [number, number, number, number],
): DemoListing {
  const terms: InsuranceTerms = {
    source: moneyOwl,
    coverType: 'life',
    premiumTable: {
      coverAmount: 1_000_000,
      scaling: 'proportional',
      bands: compared.map((age, index) => ({ ageFrom: age, ageTo: age, premium: premiums[index]! })),
    },
  };
  return insurance({
    ...product,
    subtitle: 'Term life cover to age 65: death and total permanent disability',
    offers: [['Premiums as MoneyOwl compared them: get a quote from the insurer', 'Compare']],
    keyFeatures: [
      'Cover to age 65 against death and total permanent disability',
      'Premiums a year for a male non-smoker in an office job, at ages 30, 35, 40 and 45',
      'Level premiums for the whole term',
    ],
    terms,
  });
}

/**
 * Term life plans of Singapore's insurers, each with the yearly premiums MoneyOwl's July 2024
 * comparison gives for S$1,000,000 of cover to age 65. Plans whose premiums no dated source
 * gives (travel, home, car and accident plans among them) are left out.
 */
export const demoInsurances: DemoListing[] = [
  termToAge65(
    { title: 'Singlife Elite Term', slug: 'singlife-elite-term', category: 'Singlife', priority: 95 },
    [568, 731, 976, 1278],
  ),
  termToAge65(
    { title: 'Income Term Life Solitaire', slug: 'income-term-life-solitaire', category: 'Income', priority: 90 },
    [590, 822, 1032, 1348],
  ),
  termToAge65(
    { title: 'HSBC Life Term Protector', slug: 'hsbc-life-term-protector', category: 'HSBC', priority: 85 },
    [615, 845, 997, 1272],
  ),
  termToAge65(
    { title: 'AIA Secure Flexi Term', slug: 'aia-secure-flexi-term', category: 'AIA', priority: 80 },
    [882, 1253, 1526, 1967],
  ),
];
