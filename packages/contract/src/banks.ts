/** The banks and insurers a listing belongs to: the `category` of every listing. */
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
