/**
 * The one table of listing kinds on the client. Routes, reducers, list and detail pages and
 * forms are all built from these rows: a new kind is a new row.
 */
export const bankCategories = [
  'American Express',
  'CIMB',
  'Citibank',
  'DBS',
  'HSBC',
  'OCBC',
  'POSB',
  'Standard Chartered',
  'UOB',
] as const;

export type BankCategory = (typeof bankCategories)[number];

export const allCategoriesFilter = 'All';

/** The chips of the list pages: All, then the nine banks. */
export const categoryFilters: readonly string[] = [allCategoriesFilter, ...bankCategories];

export type DetailListField =
  'keyFeatures' | 'interestDetails' | 'commisionFees' | 'additionalDetails' | 'repaymentSummary';

export interface DetailSection {
  field: DetailListField;
  /** Heading of the collapsible section on the detail page, and of the list in the form. */
  title: string;
  /** The form's own label for the list, where it differs from the detail page's heading. */
  formLabel?: string;
}

export interface ListingKind {
  key: 'card' | 'investment' | 'insurance' | 'loan' | 'saving';
  /** Path of the REST resource, e.g. `/api/creditcards`. */
  apiPath: string;
  /** Visitor route of the list; details live at `${route}/{slug or id}`. */
  route: string;
  createRoute: string;
  updateRoute: string;
  /** Singular noun used in headings: 'Create credit card', 'Edit credit card'. */
  noun: string;
  /** Navigation and tile label. */
  navLabel: string;
  bannerHeading: string;
  bannerSubheading: string;
  sections: DetailSection[];
  /** The schema.org type of the detail page's JSON-LD. */
  schemaType: 'CreditCard' | 'FinancialProduct';
  /** Loans and savings show their three tiers side by side on the detail page. */
  tiersSideBySide: boolean;
  /** Appended to the delete result before the redirect to the list. */
  deleteRedirectText: string;
}

export const listingKinds: readonly ListingKind[] = [
  {
    key: 'card',
    apiPath: '/api/creditcards',
    route: '/cards',
    createRoute: '/new-card',
    updateRoute: '/update-creditcard',
    noun: 'credit card',
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
    schemaType: 'CreditCard',
    tiersSideBySide: false,
    deleteRedirectText: ' Redirecting to cards page...',
  },
  {
    key: 'investment',
    apiPath: '/api/investments',
    route: '/investments',
    createRoute: '/new-investment',
    updateRoute: '/update-investment',
    noun: 'investment',
    navLabel: 'Investments',
    bannerHeading: 'Brokerage Accounts and Investment Welcome Offers',
    bannerSubheading: 'Free trades, cash credits and shares when you open an account.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'commisionFees', title: 'Commission Fees' },
      { field: 'additionalDetails', title: 'Additional Details' },
    ],
    schemaType: 'FinancialProduct',
    tiersSideBySide: false,
    deleteRedirectText: ' Redirecting to main page...',
  },
  {
    key: 'insurance',
    apiPath: '/api/insurances',
    route: '/insurances',
    createRoute: '/new-insurance',
    updateRoute: '/update-insurance',
    noun: 'insurance',
    navLabel: 'Insurances',
    bannerHeading: 'Insurance Plans with Sign-up Rewards',
    bannerSubheading: 'Protect yourself and your family, and collect a welcome gift.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'commisionFees', title: 'Commission Fees' },
      { field: 'additionalDetails', title: 'Additional Details' },
    ],
    schemaType: 'FinancialProduct',
    tiersSideBySide: false,
    deleteRedirectText: ' Redirecting to main page...',
  },
  {
    key: 'saving',
    apiPath: '/api/savings',
    route: '/savings',
    createRoute: '/new-saving',
    updateRoute: '/update-saving',
    noun: 'saving',
    navLabel: 'Savings',
    bannerHeading: 'Savings Accounts with the Best Interest and Welcome Rewards',
    bannerSubheading: 'Grow your money with bonus interest and new-customer offers.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'repaymentSummary', title: 'Highlights' },
    ],
    schemaType: 'FinancialProduct',
    tiersSideBySide: true,
    deleteRedirectText: ' Redirecting to savings page...',
  },
  {
    key: 'loan',
    apiPath: '/api/loans',
    route: '/loans',
    createRoute: '/new-loan',
    updateRoute: '/update-loan',
    noun: 'loan',
    navLabel: 'Loans',
    bannerHeading: 'Personal Loans with Low Rates and Welcome Rewards',
    bannerSubheading: 'Compare interest, fees and cash rewards before you borrow.',
    sections: [
      { field: 'keyFeatures', title: 'Key Features' },
      { field: 'repaymentSummary', title: 'Repayment Summary' },
    ],
    schemaType: 'FinancialProduct',
    tiersSideBySide: true,
    deleteRedirectText: ' Redirecting to loans page...',
  },
];

export function listingKindByKey(key: ListingKind['key']): ListingKind {
  const kind = listingKinds.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`Unknown listing kind: ${key}`);
  return kind;
}

/** The kind's own detail route for a listing: `/cards/{slug}`, falling back to the id. */
export function listingDetailPath(
  kind: ListingKind,
  listing: { slug?: string; _id: string },
): string {
  return `${kind.route}/${encodeURIComponent(listing.slug || listing._id)}`;
}

/** The kind's name in URLs and API answers: the last segment of its API path, e.g. `creditcards`. */
export function listingKindType(kind: ListingKind): string {
  return kind.apiPath.slice(kind.apiPath.lastIndexOf('/') + 1);
}

/** The kind named `type` (`creditcards`, `loans`, ...), or undefined when there is none. */
export function listingKindByType(type: string): ListingKind | undefined {
  return listingKinds.find((kind) => listingKindType(kind) === type);
}
