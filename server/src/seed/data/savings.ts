import { formatMoney, type SavingBonus, type TermSource } from '@sg-finance/contract';
import { saving, type DemoSaving } from './demo-saving.js';
import { withHistory, type DemoListing } from './demo-listing.js';

const demoTeam = 'SG Finance demo catalogue';

/** The page the figures follow, and that page's own date. */
const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: demoTeam,
});

/** One of UOB One's tiers of the balance: its total rate a year, base interest included. */
interface OneTier {
  total: number;
  from?: number;
  upTo: number;
}

const uobOneBase = 0.05;

/**
 * UOB One Account as its sources table it: total rates a year per tier of the monthly average
 * balance, with a S$1,600 salary and S$500 card spend a month. The bonus of a tier is its total
 * less the 0.05% base, so the effective rate on the whole balance is the one UOB quotes.
 */
function uobOne(tiers: readonly OneTier[], terms: { source: TermSource; cap: number }): DemoListing {
  const bonus: SavingBonus[] = tiers.map((tier) => ({
    condition: 'salary',
    threshold: 1600,
    alsoRequires: [{ condition: 'spend', threshold: 500 }],
    rate: Math.round((tier.total - uobOneBase) * 100) / 100,
    ...(tier.from ? { balanceFrom: tier.from } : {}),
    balanceUpTo: tier.upTo,
  }));
  const product: DemoSaving = {
    title: 'UOB One Account',
    slug: 'uob-one-account',
    subtitle: 'Tiered bonus interest with a salary credit and UOB card spend each month',
    category: 'UOB',
    priority: 85,
    offers: [['Cash credit for new accounts with salary credit', 'New customer']],
    keyFeatures: [
      'Credit a salary of S$1,600 and spend S$500 on an eligible UOB card each month',
      `Base interest ${uobOneBase}% on the whole balance; each tier's bonus comes on top`,
      ...bonus.map((tier) =>
        tier.balanceFrom
          ? `${tier.rate}% bonus on the balance from ${formatMoney(tier.balanceFrom)} to ${formatMoney(tier.balanceUpTo ?? 0)}`
          : `${tier.rate}% bonus on the first ${formatMoney(tier.balanceUpTo ?? 0)}`,
      ),
      'Three GIRO debits a month instead of a salary earn lower rates (see the source)',
    ],
    terms: {
      source: terms.source,
      baseRate: uobOneBase,
      bonus,
      bonusBalanceCap: terms.cap,
      minBalance: 1000,
      fallBelowFee: 5,
      interestCredited: 'monthly',
    },
  };
  return saving(product);
}

const milelionUobOne = source(
  'https://milelion.com/2025/11/01/uob-one-account-nerfing-interest-rates-to-1-9-p-a-from-december-2025/',
  '2025-11-01',
);

/** 5% on S$100,000 until April 2024, 4%, 3.3% from May 2025, 2.5% from September, 1.9% from December. */
const uobOneAccount = withHistory(
  uobOne(
    [
      { total: 1, upTo: 75_000 },
      { total: 2.5, from: 75_000, upTo: 125_000 },
      { total: 3.4, from: 125_000, upTo: 150_000 },
    ],
    { source: milelionUobOne, cap: 150_000 },
  ),
  '2025-12-01',
  [
    {
      since: '2022-09-02',
      listing: uobOne(
        [
          { total: 3.85, upTo: 30_000 },
          { total: 3.9, from: 30_000, upTo: 60_000 },
          { total: 4.85, from: 60_000, upTo: 75_000 },
          { total: 7.8, from: 75_000, upTo: 100_000 },
        ],
        {
          source: source('https://growbeansprout.com/uob-one-account-review', '2022-09-02'),
          cap: 100_000,
        },
      ),
    },
    {
      since: '2024-05-01',
      listing: uobOne(
        [
          { total: 3, upTo: 75_000 },
          { total: 4.5, from: 75_000, upTo: 125_000 },
          { total: 6, from: 125_000, upTo: 150_000 },
        ],
        {
          source: source(
            'https://sg.finance.yahoo.com/news/uob-slashes-interest-rates-for-the-one-account-introduces-two-new-tiers-095259078.html',
            '2024-04-01',
          ),
          cap: 150_000,
        },
      ),
    },
    {
      since: '2025-05-01',
      listing: uobOne(
        [
          { total: 2.3, upTo: 75_000 },
          { total: 3.8, from: 75_000, upTo: 125_000 },
          { total: 5.3, from: 125_000, upTo: 150_000 },
        ],
        {
          source: source(
            'https://equity-pulse.org/2025/08/01/%f0%9f%92%a1-uob-one-rate-cut-is-it-time-to-restructure',
            '2025-08-01',
          ),
          cap: 150_000,
        },
      ),
    },
    {
      since: '2025-09-01',
      listing: uobOne(
        [
          { total: 1.5, upTo: 75_000 },
          { total: 3, from: 75_000, upTo: 125_000 },
          { total: 4.5, from: 125_000, upTo: 150_000 },
        ],
        { source: milelionUobOne, cap: 150_000 },
      ),
    },
  ],
);

/** OCBC 360's bonus rates a year on the first S$75,000 and the next S$25,000. */
interface Ocbc360Rates {
  salary: [number, number];
  save: [number, number];
  spend: [number, number];
  wealth: [number, number];
}

function ocbc360(rates: Ocbc360Rates, sourced: TermSource): DemoListing {
  const tiers = (condition: SavingBonus['condition'], threshold: number, [first, next]: [number, number]) => [
    { condition, threshold, rate: first, balanceUpTo: 75_000 },
    { condition, threshold, rate: next, balanceFrom: 75_000, balanceUpTo: 100_000 },
  ];
  return saving({
    title: 'OCBC 360 Account',
    slug: 'ocbc-bonus-interest-account',
    subtitle: 'Bonus interest for salary, saving, spending, insuring and investing',
    category: 'OCBC',
    priority: 90,
    offers: [['Cash credit when you credit your salary for 3 months', 'Salary credit']],
    keyFeatures: [
      `Salary of S$1,800 or more: ${rates.salary[0]}% on the first S$75,000, ${rates.salary[1]}% from there to S$100,000`,
      `Grow your average daily balance by S$500 a month: ${rates.save[0]}% and ${rates.save[1]}%`,
      `Spend S$500 on an eligible OCBC card: ${rates.spend[0]}% and ${rates.spend[1]}%`,
      `Insure or invest through OCBC: ${rates.wealth[0]}% and ${rates.wealth[1]}% each (see the source for the products that count)`,
    ],
    terms: {
      source: sourced,
      baseRate: 0.05,
      bonus: [
        ...tiers('salary', 1800, rates.salary),
        ...tiers('grow', 500, rates.save),
        ...tiers('spend', 500, rates.spend),
        ...tiers('insure', 0, rates.wealth),
        ...tiers('invest', 0, rates.wealth),
      ],
      bonusBalanceCap: 100_000,
      minBalance: 3000,
      fallBelowFee: 2,
      interestCredited: 'monthly',
    },
  });
}

const milelionOcbcMay = source(
  'https://milelion.com/2025/03/23/ocbc-360-account-cutting-interest-rates-from-may-2025',
  '2025-03-23',
);

/** At most 7.65% from November 2022, 6.3% from May 2025, 5.45% from August 2025. */
const ocbc360Account = withHistory(
  ocbc360(
    { salary: [1.2, 2.4], save: [0.4, 0.8], spend: [0.4, 0.4], wealth: [1.2, 2.4] },
    source(
      'https://milelion.com/2025/06/28/ocbc-360-account-cuts-interest-rates-again-from-august-2025',
      '2025-06-28',
    ),
  ),
  '2025-08-01',
  [
    {
      since: '2022-11-01',
      listing: ocbc360(
        { salary: [2, 4], save: [1.2, 2.4], spend: [0.6, 0.6], wealth: [1.2, 2.4] },
        milelionOcbcMay,
      ),
    },
    {
      since: '2025-05-01',
      listing: ocbc360(
        { salary: [1.6, 3.2], save: [0.6, 1.2], spend: [0.5, 0.5], wealth: [1.2, 2.4] },
        milelionOcbcMay,
      ),
    },
  ],
);

/** Standard Chartered Bonus$aver: each bonus on the first S$100,000. */
function bonusSaver(rates: { spend: number; salary: number; wealth: number }, sourced: TermSource) {
  return saving({
    title: 'Standard Chartered Bonus$aver',
    slug: 'standard-chartered-bonus-saver',
    subtitle: 'Stack bonus interest with card spend, salary, investments and insurance',
    category: 'Standard Chartered',
    priority: 60,
    offers: [['Cash credit when you deposit fresh funds', 'Fresh funds']],
    keyFeatures: [
      `S$1,000 of card spend a month on a Bonus$aver card: ${rates.spend}%`,
      `Salary of S$3,000 a month: ${rates.salary}%`,
      `Invest S$20,000 or insure with S$12,000 of premiums through the bank: ${rates.wealth}% each, for 6 months`,
      'Bonus interest on the first S$100,000',
    ],
    terms: {
      source: sourced,
      baseRate: 0.05,
      bonus: [
        { condition: 'spend', threshold: 1000, rate: rates.spend },
        { condition: 'salary', threshold: 3000, rate: rates.salary },
        { condition: 'invest', threshold: 20_000, rate: rates.wealth },
        { condition: 'insure', threshold: 12_000, rate: rates.wealth },
      ],
      bonusBalanceCap: 100_000,
      interestCredited: 'monthly',
    },
  });
}

const lobangsisBonusSaver = source(
  'https://lobangsis.com/standard-chartered-bonusaver-increases-rates-to-5-5-p-a-is-it-worth-it/',
  '2025-06-01',
);

/** At most 6.05% until May 2025, 8.05% from 1 June 2025. */
const bonusSaverAccount = withHistory(
  bonusSaver({ spend: 1.5, salary: 1.5, wealth: 2.5 }, lobangsisBonusSaver),
  '2025-06-01',
  [
    {
      since: '2025-04-03',
      listing: bonusSaver(
        { spend: 1, salary: 1, wealth: 2 },
        source('https://blog.moneysmart.sg/savings-accounts/best-savings-accounts-singapore', '2025-04-03'),
      ),
    },
  ],
);

/** A digital bank's savings account paying one rate on the whole balance. */
function flatRate(
  product: Omit<DemoSaving, 'terms' | 'keyFeatures'> & { keyFeatures: (rate: number) => string[] },
  rate: number,
  sourced: TermSource,
): DemoListing {
  return saving({
    ...product,
    keyFeatures: product.keyFeatures(rate),
    terms: { source: sourced, baseRate: rate, minBalance: 0, interestCredited: 'monthly' },
  });
}

const mariBank = {
  title: 'Mari Savings Account',
  slug: 'mari-savings-account',
  subtitle: 'One rate on the whole balance, no salary or spend needed',
  category: 'MariBank',
  priority: 50,
  offers: [['Fresh funds promotions for invited customers', 'By invitation', 12]],
  keyFeatures: (rate: number) => [
    `${rate}% a year on the whole balance`,
    'No minimum balance and no fall-below fee',
    'Opened and managed in the MariBank app',
  ],
} as const;

const etanRates = source('https://www.etan.dev/articles/bank-interest-rate-overview-in-May-2025', '2025-09-01');

/** 2.5% from its launch in 2023, 1.88% from 16 June 2025, 1.28% from 1 September 2025. */
const mariSavingsAccount = withHistory(flatRate(mariBank, 1.28, etanRates), '2025-09-01', [
  {
    since: '2023-09-20',
    listing: flatRate(
      mariBank,
      2.5,
      source(
        'https://www.straitstimes.com/business/maribank-raises-interest-rates-on-savings-account-to-288-as-digital-banks-seek-to-draw-customers',
        '2023-09-20',
      ),
    ),
  },
  { since: '2025-06-16', listing: flatRate(mariBank, 1.88, etanRates) },
]);

const gxsBank = {
  title: 'GXS Savings Account',
  slug: 'gxs-savings-account',
  subtitle: 'A digital savings account with one rate on its main account',
  category: 'GXS Bank',
  priority: 45,
  offers: [['Higher rates in Boost Pockets (see the bank)', 'Pockets']],
  keyFeatures: (rate: number) => [
    `${rate}% a year on the main account balance`,
    'Saving Pockets and Boost Pockets pay their own rates',
    'No minimum balance and no fall-below fee',
  ],
} as const;

/** 1.68% on its main account until 5 August 2025, 1.08% from 6 August 2025. */
const gxsSavingsAccount = withHistory(flatRate(gxsBank, 1.08, etanRates), '2025-08-06', [
  { since: '2025-08-01', listing: flatRate(gxsBank, 1.68, etanRates) },
]);

const trustSavingsAccount = saving({
  title: 'Trust Savings Account',
  slug: 'trust-savings-account',
  subtitle: 'Base interest with no conditions, and bonuses for a large balance or card use',
  category: 'Trust Bank',
  priority: 48,
  offers: [['Bonus interest for NTUC union members who use their Trust card', 'Union members']],
  keyFeatures: [
    'Base interest 1.25% a year with no conditions',
    'Bonuses for a high average balance and for five card transactions a month (see the source)',
    'No minimum balance and no fall-below fee',
  ],
  terms: {
    source: source('https://growbeansprout.com/trust-bank-singapore-review', '2024-08-02'),
    baseRate: 1.25,
    minBalance: 0,
    interestCredited: 'monthly',
  },
});

/**
 * Savings accounts of Singapore, each figure as the page in `terms.source` states it on that
 * page's date. Where the sources give earlier rates, the account is seeded through those dated
 * states (UOB One's 5% of 2022 down to 1.9% from December 2025), so its history is a real one.
 * DBS Multiplier is left out: it pays by the total of the month's eligible transactions (salary,
 * card spend, home loan, insurance, investments), which the savings terms cannot express yet.
 */
export const demoSavings: DemoListing[] = [
  ocbc360Account,
  uobOneAccount,
  bonusSaverAccount,
  mariSavingsAccount,
  trustSavingsAccount,
  gxsSavingsAccount,
];
