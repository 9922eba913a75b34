import {
  isSpecBank,
  specBankNames,
  depositRateLines,
  type FixedDepositTerms,
  cardEarnRules,
  insurancePremiumLines,
  type CardTerms,
  type InsuranceTerms,
  type ListingTerms,
  listingKindByKey as sharedKindByKey,
  type ProviderCounts,
  type ListField,
  type ListingKind as SharedListingKind,
  type ListingKindKey,
} from '@sg-finance/contract';
import {
  cardTermLabels,
  fixedDepositTermLabels,
  insuranceTermLabels,
  investmentTermLabels,
  loanTermLabels,
  savingTermLabels,
} from './term-labels';

export const allCategoriesFilter = 'All';

/**
 * The chips of a list page: All, then the providers of the counts answer in its order (the spec's
 * nine banks, then each provider with products of the kind), less any provider outside the nine
 * that has none under the visitor's search and filters. Until the counts come, the nine hold the
 * chips' room; a chosen provider is always there, so the visitor can clear it.
 */
export function categoryChips(counts: ProviderCounts | null, selected: string): string[] {
  const providers = counts
    ? Object.entries(counts.banks).flatMap(([provider, count]) =>
        count > 0 || isSpecBank(provider) ? [provider] : [],
      )
    : [...specBankNames];
  if (selected !== allCategoriesFilter && !providers.includes(selected)) providers.push(selected);
  return [allCategoriesFilter, ...providers];
}

export interface DetailSection {
  field: ListField;
  /** Heading of the collapsible section on the detail page, and of the list in the form. */
  title: string;
  /** The form's own label for the list, where it differs from the detail page's heading. */
  formLabel?: string;
}

/**
 * A section of the detail page written from the terms, after the spec's lists: its own heading,
 * so the terms' figures are not filed under a list of another name.
 */
export interface TermSection {
  title: string;
  /** Its lines; the section is left out when there are none. */
  lines(terms: ListingTerms): string[];
  /** The term field the section shows line by line: the detail's terms table leaves its row out. */
  termField?: string;
}

/** A figure of a list card: the term field `key`, after `label`, e.g. 'Annual fee S$196.20'. */
export interface HeadlineTerm {
  key: string;
  label?: string;
  /** Said after a rate in percent, e.g. 'cashback'. */
  percentSuffix?: string;
  /** The amount without its period: 'Annual fee S$196.20', not '... S$196.20 a year'. */
  withoutPeriod?: boolean;
}

/** Preset choices of an 'at most' need filter; `zeroLabel` names the choice 0. */
export interface AtMostFilterChoices {
  amounts: readonly number[];
  zeroLabel?: string;
}

/** What only the pages need of a kind: words, headings and presentation. */
export interface KindUiFields {
  key: ListingKindKey;
  /** Singular noun of the form headings: 'Create credit card', 'Edit saving'. */
  headingNoun: string;
  /** Navigation and tile label. */
  navLabel: string;
  /**
   * False for a kind left out of the header's menu, which fits the spec's five kinds beside the
   * administrator's menus at 1,200 px; the home page's tiles, search and /cash still lead to it.
   */
  inHeaderMenu?: false;
  bannerHeading: string;
  bannerSubheading: string;
  sections: DetailSection[];
  termSections?: readonly TermSection[];
  /** Loans and savings show their three tiers side by side on the detail page. */
  tiersSideBySide: boolean;
  /** Appended to the delete result before the redirect to the list. */
  deleteRedirectText: string;
  /**
   * Names of the terms: each term field of compare and detail tables, each sort and need filter.
   * The terms form's own fields (`earn.rate`, ...) are named in term-form-labels.ts.
   */
  termLabels: Readonly<Record<string, string>>;
  /** Said under the terms table where two of its figures could be taken for one another. */
  termsNote?: string;
  /** The two or three figures each list card shows after its headline (the kind's best figure). */
  headlineTerms: readonly HeadlineTerm[];
  /** Said after a headline rate in percent, e.g. 'cashback'. */
  headlinePercentSuffix?: string;
  /** Presets of the kind's 'at most' need filters, by filter name. */
  atMostFilterChoices: Readonly<Record<string, AtMostFilterChoices>>;
  /** Terms form fields counted in the card's reward: %, or miles or points per S$1. */
  earnRateFields?: readonly string[];
}

/** A kind as the pages use it: the shared row and its UI row. */
export type KindUi = SharedListingKind & KindUiFields;

/** The UI rows, in the order of the navigation. */
const kindUiRows: readonly KindUiFields[] = [
  {
    key: 'card',
    headingNoun: 'credit card',
    navLabel: 'Credit Cards',
    bannerHeading: 'Credit Cards with the Best Welcome Rewards',
    bannerSubheading: 'Cashback, miles and gifts for new cardholders in Singapore.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      {
        field: 'interestDetails',
        title: 'Annual Interest Rate and Fees',
        formLabel: 'Interest Details',
      },
    ],
    termSections: [
      {
        title: 'What earns and what does not',
        lines: (terms) => cardEarnRules(terms as CardTerms),
      },
    ],
    tiersSideBySide: false,
    deleteRedirectText: ' Redirecting to cards page...',
    termLabels: cardTermLabels,
    headlineTerms: [
      { key: 'annualFee', label: 'Annual fee', withoutPeriod: true },
      { key: 'minIncome', label: 'Min. income', withoutPeriod: true },
    ],
    headlinePercentSuffix: 'cashback',
    atMostFilterChoices: {
      maxAnnualFee: { amounts: [0, 100, 200, 400], zeroLabel: 'No annual fee' },
      maxMinIncome: { amounts: [30_000, 50_000, 80_000, 120_000] },
    },
    earnRateFields: ['baseRate', 'earn.rate'],
  },
  {
    key: 'investment',
    headingNoun: 'investment',
    navLabel: 'Investments',
    bannerHeading: 'Brokerage Accounts and Investment Welcome Offers',
    bannerSubheading: 'Free trades, cash credits and shares when you open an account.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'commisionFees', title: 'Commission Fees' },
      { field: 'additionalDetails', title: 'Additional Details' },
    ],
    tiersSideBySide: false,
    deleteRedirectText: ' Redirecting to main page...',
    termLabels: investmentTermLabels,
    headlineTerms: [
      { key: 'commission.SG', label: 'Typical SGX trade:' },
      { key: 'commission.US', label: 'Typical US trade:' },
      { key: 'minDeposit', label: 'Min. deposit' },
    ],
    atMostFilterChoices: {},
  },
  {
    key: 'insurance',
    headingNoun: 'insurance',
    navLabel: 'Insurances',
    bannerHeading: 'Insurance Plans with Sign-up Rewards',
    bannerSubheading: 'Protect yourself and your family, and collect a welcome gift.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'commisionFees', title: 'Commission Fees' },
      { field: 'additionalDetails', title: 'Additional Details' },
    ],
    termSections: [
      {
        title: 'Premiums by age',
        lines: (terms) => insurancePremiumLines(terms as InsuranceTerms),
      },
    ],
    tiersSideBySide: false,
    deleteRedirectText: ' Redirecting to main page...',
    termLabels: insuranceTermLabels,
    headlineTerms: [
      { key: 'coverType' },
      { key: 'premiumFrom', label: 'From' },
      { key: 'coverageAmount', label: 'Cover up to' },
    ],
    atMostFilterChoices: {},
  },
  {
    key: 'saving',
    headingNoun: 'saving',
    navLabel: 'Savings',
    bannerHeading: 'Savings Accounts with the Best Interest and Welcome Rewards',
    bannerSubheading: 'Grow your money with bonus interest and new-customer offers.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'repaymentSummary', title: 'Highlights' },
    ],
    tiersSideBySide: true,
    deleteRedirectText: ' Redirecting to savings page...',
    termLabels: savingTermLabels,
    termsNote:
      'The highest effective rate is what a whole balance earns, base and bonuses together, every condition met. A bonus’s rate is paid only on its tier of the balance.',
    headlineTerms: [
      { key: 'bonusBalanceCap', label: 'Bonus on up to' },
      { key: 'minBalance', label: 'Min. balance' },
    ],
    atMostFilterChoices: {
      maxMinBalance: { amounts: [0, 1000, 3000, 15_000], zeroLabel: 'No minimum balance' },
    },
  },
  {
    key: 'deposit',
    headingNoun: 'fixed deposit',
    navLabel: 'Fixed Deposits',
    inHeaderMenu: false,
    bannerHeading: 'Fixed Deposits with the Best Rates',
    bannerSubheading:
      'Lock in a rate for a few months or years: compare tenures, minimums and terms.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'additionalDetails', title: 'Additional Details' },
    ],
    termSections: [
      {
        title: 'Rates by tenure',
        lines: (terms) => depositRateLines(terms as FixedDepositTerms),
        termField: 'rates',
      },
    ],
    tiersSideBySide: true,
    deleteRedirectText: ' Redirecting to fixed deposits page...',
    termLabels: fixedDepositTermLabels,
    headlineTerms: [{ key: 'minDeposit', label: 'Min. deposit' }, { key: 'rateType' }],
    atMostFilterChoices: {
      maxMinDeposit: { amounts: [1000, 10_000, 20_000, 50_000] },
    },
  },
  {
    key: 'loan',
    headingNoun: 'loan',
    navLabel: 'Loans',
    bannerHeading: 'Personal Loans with Low Rates and Welcome Rewards',
    bannerSubheading: 'Compare interest, fees and cash rewards before you borrow.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'repaymentSummary', title: 'Repayment Summary' },
    ],
    tiersSideBySide: true,
    deleteRedirectText: ' Redirecting to loans page...',
    termLabels: loanTermLabels,
    termsNote:
      'The lowest EIR is the least the loan calculator works out over every amount and tenure the loan lends; the effective interest rate (EIR) is the one the bank advertises, for one amount and tenure.',
    headlineTerms: [
      { key: 'maxAmount', label: 'Borrow up to' },
      { key: 'maxTenureMonths', label: 'Over up to' },
    ],
    atMostFilterChoices: {},
  },
];

/**
 * The kinds of the site, in the order of the navigation. Routes, reducers, list and detail
 * pages and forms are built from these rows.
 */
export const kindUis: readonly KindUi[] = kindUiRows.map((ui) => ({
  ...sharedKindByKey(ui.key),
  ...ui,
}));

export function kindUiByKey(key: ListingKindKey): KindUi {
  const kind = kindUis.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`Unknown listing kind: ${key}`);
  return kind;
}

/** The kind of a resource name (`creditcards`, `loans`, ...), or undefined when there is none. */
export function kindUiByResource(resource: string): KindUi | undefined {
  return kindUis.find((kind) => kind.resource === resource);
}

/** The name of a term, sort or filter of `kind`, from its UI row. */
/** The id of a listing page's History section: `<page>#history` opens the page at it. */
export const historyAnchor = 'history';

export function termLabel(kind: KindUi, key: string): string {
  return kind.termLabels[key] ?? key;
}
