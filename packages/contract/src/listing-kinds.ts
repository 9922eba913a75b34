import type { ListField, ListingKindKey } from './listing.js';
import type { ListingTerms } from './listing.schema.js';
import {
  cardHeadline,
  cardTermFields,
  cardTermFilters,
  cardTermSorts,
} from './terms/card-terms.js';
import {
  insuranceHeadline,
  insuranceTermFields,
  insuranceTermFilters,
  insuranceTermSorts,
} from './terms/insurance-terms.js';
import {
  investmentHeadline,
  investmentTermFields,
  investmentTermFilters,
  investmentTermSorts,
} from './terms/investment-terms.js';
import {
  loanHeadline,
  loanTermFields,
  loanTermFilters,
  loanTermSorts,
} from './terms/loan-terms.js';
import {
  fixedDepositHeadline,
  fixedDepositTermFields,
  fixedDepositTermFilters,
  fixedDepositTermSorts,
} from './terms/fixed-deposit-terms.js';
import {
  savingHeadline,
  savingTermFields,
  savingTermFilters,
  savingTermSorts,
} from './terms/saving-terms.js';
import type { TermField, TermFilter, TermHeadline, TermSort } from './terms/term-field.js';

/**
 * The one table of listing kinds, shared by client and server. Models, routers, validation,
 * pages, forms and calculators are built from these rows: a new kind is a new row here, its terms
 * schema in `termsSchemas`, and one row of the client's UI table. The table holds no zod schema,
 * so visitor pages can use it without loading zod.
 */
export interface ListingKind {
  key: ListingKindKey;
  /** The Mongoose model and its collection. */
  modelName: string;
  collection: string;
  /** Name of the REST resource (`/api/{resource}`), also the `type` of a search result. */
  resource: string;
  apiPath: `/api/${string}`;
  /** The visitor's list page; a listing's page is `${pageRoute}/{slug}`. */
  pageRoute: string;
  /** The administrator's pages: `${createRoute}` and `${updateRoute}/{id}`. */
  createRoute: string;
  updateRoute: string;
  /** Noun of messages a person reads: 'A credit card with this slug already exists'. */
  noun: string;
  /** The kind's own lists of text lines, filled from the multipart `details` JSON. */
  listFields: readonly ListField[];
  /** The figures of the terms, in the order compare tables and detail pages show them. */
  termFields: readonly TermField<ListingTerms>[];
  termSorts: readonly TermSort<ListingTerms>[];
  termFilters: readonly TermFilter[];
  /** The figure a list card leads with: the best the terms give and what it takes. */
  headline?: (terms: ListingTerms) => TermHeadline | undefined;
  /** The list page's title (also the menu's label), its banner's h1 and the line under it. */
  listPage: { title: string; heading: string; description: string };
  /** The schema.org type of a product page's structured data. */
  productSchemaType:
    'CreditCard' | 'InvestmentOrDeposit' | 'FinancialProduct' | 'LoanOrCredit' | 'DepositAccount';
}

export const listingKinds: readonly ListingKind[] = [
  {
    key: 'card',
    modelName: 'CreditCard',
    collection: 'creditcards',
    resource: 'creditcards',
    apiPath: '/api/creditcards',
    pageRoute: '/cards',
    createRoute: '/new-card',
    updateRoute: '/update-creditcard',
    noun: 'credit card',
    listFields: ['keyFeatures', 'interestDetails'],
    termFields: cardTermFields,
    termSorts: cardTermSorts,
    termFilters: cardTermFilters,
    headline: cardHeadline,
    productSchemaType: 'CreditCard',
    listPage: {
      title: 'Credit Cards',
      heading: 'Credit Cards with the Best Welcome Rewards',
      description: 'Cashback, miles and gifts for new cardholders in Singapore.',
    },
  },
  {
    key: 'investment',
    modelName: 'Investment',
    collection: 'investments',
    resource: 'investments',
    apiPath: '/api/investments',
    pageRoute: '/investments',
    createRoute: '/new-investment',
    updateRoute: '/update-investment',
    noun: 'investment',
    listFields: ['keyFeatures', 'commisionFees', 'additionalDetails'],
    termFields: investmentTermFields,
    termSorts: investmentTermSorts,
    termFilters: investmentTermFilters,
    headline: investmentHeadline,
    productSchemaType: 'InvestmentOrDeposit',
    listPage: {
      title: 'Investments',
      heading: 'Brokerage Accounts and Investment Welcome Offers',
      description: 'Free trades, cash credits and shares when you open an account.',
    },
  },
  {
    key: 'insurance',
    modelName: 'Insurance',
    collection: 'insurances',
    resource: 'insurances',
    apiPath: '/api/insurances',
    pageRoute: '/insurances',
    createRoute: '/new-insurance',
    updateRoute: '/update-insurance',
    noun: 'insurance plan',
    listFields: ['keyFeatures', 'commisionFees', 'additionalDetails'],
    termFields: insuranceTermFields,
    termSorts: insuranceTermSorts,
    termFilters: insuranceTermFilters,
    headline: insuranceHeadline,
    productSchemaType: 'FinancialProduct',
    listPage: {
      title: 'Insurances',
      heading: 'Insurance Plans with Sign-up Rewards',
      description: 'Protect yourself and your family, and collect a welcome gift.',
    },
  },
  {
    key: 'loan',
    modelName: 'Loan',
    collection: 'loans',
    resource: 'loans',
    apiPath: '/api/loans',
    pageRoute: '/loans',
    createRoute: '/new-loan',
    updateRoute: '/update-loan',
    noun: 'loan',
    listFields: ['keyFeatures', 'repaymentSummary'],
    termFields: loanTermFields,
    termSorts: loanTermSorts,
    termFilters: loanTermFilters,
    headline: loanHeadline,
    productSchemaType: 'LoanOrCredit',
    listPage: {
      title: 'Loans',
      heading: 'Personal Loans with Low Rates and Welcome Rewards',
      description: 'Compare interest, fees and cash rewards before you borrow.',
    },
  },
  {
    key: 'saving',
    modelName: 'Saving',
    collection: 'savings',
    resource: 'savings',
    apiPath: '/api/savings',
    pageRoute: '/savings',
    createRoute: '/new-saving',
    updateRoute: '/update-saving',
    noun: 'savings account',
    listFields: ['keyFeatures', 'repaymentSummary'],
    termFields: savingTermFields,
    termSorts: savingTermSorts,
    termFilters: savingTermFilters,
    headline: savingHeadline,
    productSchemaType: 'DepositAccount',
    listPage: {
      title: 'Savings',
      heading: 'Savings Accounts with the Best Interest and Welcome Rewards',
      description: 'Grow your money with bonus interest and new-customer offers.',
    },
  },
  {
    key: 'deposit',
    modelName: 'FixedDeposit',
    collection: 'fixeddeposits',
    resource: 'fixeddeposits',
    apiPath: '/api/fixeddeposits',
    pageRoute: '/fixed-deposits',
    createRoute: '/new-fixed-deposit',
    updateRoute: '/update-fixed-deposit',
    noun: 'fixed deposit',
    listFields: ['keyFeatures', 'additionalDetails'],
    termFields: fixedDepositTermFields,
    termSorts: fixedDepositTermSorts,
    termFilters: fixedDepositTermFilters,
    headline: fixedDepositHeadline,
    productSchemaType: 'DepositAccount',
    listPage: {
      title: 'Fixed Deposits',
      heading: 'Fixed Deposits with the Best Rates',
      description: 'Lock in a rate for a few months or years: compare tenures, minimums and terms.',
    },
  },
];

export function listingKindByKey(key: ListingKindKey): ListingKind {
  const kind = listingKinds.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`Unknown listing kind: ${key}`);
  return kind;
}

/** The kind of a resource name (`creditcards`, `loans`, ...), or undefined. */
export function listingKindByResource(resource: string): ListingKind | undefined {
  return listingKinds.find((kind) => kind.resource === resource);
}

/** 'A credit card', 'An investment': the noun with its article, for the start of a sentence. */
export function nounWithArticle(kind: ListingKind): string {
  const article = /^[aeiou]/i.test(kind.noun) ? 'An' : 'A';
  return `${article} ${kind.noun}`;
}

/** The kind's own detail route for a listing: `/cards/{slug}`, falling back to the id. */
export function listingDetailPath(
  kind: ListingKind,
  listing: { slug?: string; _id: string },
): string {
  return `${kind.pageRoute}/${encodeURIComponent(listing.slug || listing._id)}`;
}
