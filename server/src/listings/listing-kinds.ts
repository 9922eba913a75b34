/**
 * The one table of listing kinds on the server. Models, routers, validation and demo data are
 * all built from these rows: a new kind is a new row.
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

export const listFields = [
  'keyFeatures',
  'interestDetails',
  'commisionFees',
  'additionalDetails',
  'repaymentSummary',
] as const;

export type ListField = (typeof listFields)[number];

/** The fields of a listing that a search (`q`) matches, every kind alike. */
export const listingSearchFields = ['title', 'subtitle', 'category', 'keyFeatures'] as const;

export type ListingKindKey = 'card' | 'investment' | 'insurance' | 'loan' | 'saving';

export interface ListingKind {
  key: ListingKindKey;
  modelName: string;
  collection: string;
  /** Name of the REST resource, also the `type` of a site-wide search result. */
  resource: string;
  /** Mount path of the REST resource. */
  apiPath: string;
  /** The visitor's list page; a listing's page is `${pageRoute}/{slug}`. */
  pageRoute: string;
  /** The administrator's create and edit pages, kept out of search engines. */
  adminRoutes: readonly string[];
  /** Noun used in messages a person reads: 'A credit card with this slug already exists'. */
  noun: string;
  /** The kind's own lists of text lines, filled from the multipart `details` JSON. */
  listFields: readonly ListField[];
}

export const listingKinds: readonly ListingKind[] = [
  {
    key: 'card',
    modelName: 'CreditCard',
    collection: 'creditcards',
    resource: 'creditcards',
    apiPath: '/api/creditcards',
    pageRoute: '/cards',
    adminRoutes: ['/new-card', '/update-creditcard'],
    noun: 'credit card',
    listFields: ['keyFeatures', 'interestDetails'],
  },
  {
    key: 'investment',
    modelName: 'Investment',
    collection: 'investments',
    resource: 'investments',
    apiPath: '/api/investments',
    pageRoute: '/investments',
    adminRoutes: ['/new-investment', '/update-investment'],
    noun: 'investment',
    listFields: ['keyFeatures', 'commisionFees', 'additionalDetails'],
  },
  {
    key: 'insurance',
    modelName: 'Insurance',
    collection: 'insurances',
    resource: 'insurances',
    apiPath: '/api/insurances',
    pageRoute: '/insurances',
    adminRoutes: ['/new-insurance', '/update-insurance'],
    noun: 'insurance plan',
    listFields: ['keyFeatures', 'commisionFees', 'additionalDetails'],
  },
  {
    key: 'loan',
    modelName: 'Loan',
    collection: 'loans',
    resource: 'loans',
    apiPath: '/api/loans',
    pageRoute: '/loans',
    adminRoutes: ['/new-loan', '/update-loan'],
    noun: 'loan',
    listFields: ['keyFeatures', 'repaymentSummary'],
  },
  {
    key: 'saving',
    modelName: 'Saving',
    collection: 'savings',
    resource: 'savings',
    apiPath: '/api/savings',
    pageRoute: '/savings',
    adminRoutes: ['/new-saving', '/update-saving'],
    noun: 'savings account',
    listFields: ['keyFeatures', 'repaymentSummary'],
  },
];

/** 'A credit card', 'An investment': the noun with its article, for the start of a sentence. */
export function nounWithArticle(kind: ListingKind): string {
  const article = /^[aeiou]/i.test(kind.noun) ? 'An' : 'A';
  return `${article} ${kind.noun}`;
}
