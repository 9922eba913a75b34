import type { LoanTerms, TermSource } from '@sg-finance/contract';
import { loan, type DemoLoan } from './demo-loan.js';
import { withHistory, type DemoListing } from './demo-listing.js';

/** The page the figures follow, and that page's own date (the first of its month or year when it gives no day). */
const source = (url: string, verifiedAt: string): TermSource => ({
  url,
  verifiedAt,
  verifiedBy: 'SG Finance demo catalogue',
});

/** MoneySmart's table of personal loans, "valid in Feb 2020". */
const moneysmart2020 = source(
  'https://blog.moneysmart.sg/personal-loans/best-personal-loan-singapore/',
  '2020-02-01',
);

/** AsiaOne's table of 2022: S$10,000 over two years for a borrower earning S$2,500 a month. */
const asiaone2022 = source(
  'https://www.asiaone.com/money/5-best-personal-loans-singapore-lowest-interest-rates-2022',
  '2022-01-01',
);

/** The 2022 source quotes an EIR on S$10,000 over two years; the 2020 one on no stated loan, so none is kept. */
type Rates = Pick<LoanTerms, 'flatRate' | 'eir' | 'processingFee'> & { source: TermSource };

/** A personal loan at a flat rate, in the state its source gives. */
function personal(product: Omit<DemoLoan, 'terms'> & { terms: Omit<LoanTerms, keyof Rates> }, rates: Rates) {
  return loan({ ...product, terms: { loanType: 'personal', ...rates, ...product.terms } });
}

/** A personal loan seeded through its 2020 figures, then those of 2022. */
function personalLoan(
  product: Omit<DemoLoan, 'terms'> & { terms: Omit<LoanTerms, keyof Rates> },
  in2020: Omit<Rates, 'source'>,
  in2022: Omit<Rates, 'source'>,
): DemoListing {
  return withHistory(personal(product, { ...in2022, source: asiaone2022 }), '2022-01-01', [
    { since: '2020-02-01', listing: personal(product, { ...in2020, source: moneysmart2020 }) },
  ]);
}

const noFee = { percent: 0 } as const;

/**
 * Personal loans of Singapore's banks at the flat rates, processing fees and EIRs their sources
 * quote (the EIR as the source states it, for S$10,000 over two years in 2022), each seeded
 * through its 2020 figures so its history shows the change.
 */
export const demoLoans: DemoListing[] = [
  personalLoan(
    {
      title: 'HSBC Personal Loan',
      slug: 'hsbc-personal-loan',
      subtitle: 'A low flat rate with no processing fee, over up to 7 years',
      category: 'HSBC',
      priority: 85,
      offers: [['Cashback for online applications: see the bank', 'Online']],
      keyFeatures: ['Fixed monthly instalments', 'Tenure of 1 to 7 years'],
      terms: { minTenureMonths: 12, maxTenureMonths: 84 },
    },
    { flatRate: 3.7, processingFee: noFee },
    { flatRate: 3.2, eir: 6, processingFee: noFee },
  ),
  personalLoan(
    {
      title: 'UOB Personal Loan',
      slug: 'uob-personal-loan',
      subtitle: 'A fixed flat rate over 1 to 5 years',
      category: 'UOB',
      priority: 80,
      offers: [['Cash rewards on approved loans: see the bank', 'Limited time', 4]],
      keyFeatures: ['Fixed monthly instalments', 'Tenure of 1 to 5 years', 'Rates as the bank quotes them (see the source)'],
      terms: { minTenureMonths: 12, maxTenureMonths: 60 },
    },
    { flatRate: 3.68, processingFee: { percent: 1 } },
    { flatRate: 3.4, eir: 6.42, processingFee: noFee },
  ),
  personalLoan(
    {
      title: 'DBS Personal Loan',
      slug: 'dbs-personal-loan',
      subtitle: 'A fixed flat rate, for DBS and POSB customers alike',
      category: 'DBS',
      priority: 78,
      offers: [['Cashback on approved loans: see the bank', 'Limited time']],
      keyFeatures: [
        'Processing fee 1% of the loan amount',
        'Tenure of 1 to 5 years',
        'Cash disbursed instantly to a DBS or POSB account',
      ],
      terms: { minTenureMonths: 12, maxTenureMonths: 60 },
    },
    { flatRate: 3.88, processingFee: { percent: 1 } },
    { flatRate: 3.88, eir: 7.9, processingFee: { percent: 1 } },
  ),
  personalLoan(
    {
      title: 'Citibank Quick Cash Loan',
      slug: 'citi-quick-cash-loan',
      subtitle: 'Turn your unused credit limit into cash, with no processing fee',
      category: 'Citibank',
      priority: 70,
      offers: [['Rates for new customers: see the bank', 'New customers']],
      keyFeatures: ['Funds from your Citi credit limit', 'Tenure of 1 to 5 years'],
      terms: { minTenureMonths: 12, maxTenureMonths: 60 },
    },
    { flatRate: 3.99, processingFee: noFee },
    { flatRate: 3.45, eir: 6.5, processingFee: noFee },
  ),
  personalLoan(
    {
      title: 'Standard Chartered CashOne Personal Loan',
      slug: 'standard-chartered-cashone-personal-loan',
      subtitle: 'A fixed flat rate with the processing fee waived',
      category: 'Standard Chartered',
      priority: 75,
      offers: [['Cash reward for new personal loans: see the bank', 'Cash reward']],
      keyFeatures: ['Processing fee waived', 'Tenure of 1 to 5 years', 'Apply online'],
      terms: { minTenureMonths: 12, maxTenureMonths: 60 },
    },
    { flatRate: 3.88, processingFee: noFee },
    { flatRate: 3.48, eir: 7.99, processingFee: noFee },
  ),
  personalLoan(
    {
      title: 'OCBC ExtraCash Loan',
      slug: 'ocbc-extracash-loan',
      subtitle: 'Cash in your account at a fixed flat rate',
      category: 'OCBC',
      priority: 72,
      offers: [['Cash reward for larger loans: see the bank', 'Cash reward']],
      keyFeatures: [
        'Processing fee deducted from the cash paid out',
        'Tenure of 1 to 5 years',
        'Use it for anything',
      ],
      terms: { minTenureMonths: 12, maxTenureMonths: 60 },
    },
    { flatRate: 5.42, processingFee: { percent: 2, minimum: 200 } },
    { flatRate: 5.43, eir: 11.47, processingFee: { percent: 1 } },
  ),
];
