import type { SavingsBondFields, TbillAuctionFields } from '@sg-finance/contract';

/**
 * T-bill auctions as the page in `sourceUrl` reports MAS's results on `sourceDate`; only what
 * the source states (an issue date only where it gives one). Reference data, loaded at start-up.
 */
export const referenceTbillAuctions: TbillAuctionFields[] = [
  {
    issueCode: 'BS25101F',
    tenorMonths: 6,
    auctionDate: '2025-01-28',
    cutOffYield: 3.04,
    sourceUrl: 'https://thefinance.sg/2025/01/28/t-bill-yield-bounces-to-3-04-as-demand-dips/',
    sourceDate: '2025-01-28',
  },
  {
    issueCode: 'BS26111H',
    tenorMonths: 6,
    auctionDate: '2026-06-04',
    cutOffYield: 1.48,
    sourceUrl: 'https://sgyieldhub.com/tbills/next/',
    sourceDate: '2026-06-12',
  },
  {
    issueCode: 'BS26112T',
    tenorMonths: 6,
    auctionDate: '2026-06-18',
    issueDate: '2026-06-23',
    sourceUrl: 'https://sgyieldhub.com/tbills/next/',
    sourceDate: '2026-06-12',
  },
];

/** Savings Bond issues as MAS published them, reported by the page in `sourceUrl`. */
export const referenceSavingsBonds: SavingsBondFields[] = [
  {
    issueMonth: '2022-11',
    issueCode: '',
    stepUpRates: [3.08, 3.15, 3.18, 3.19, 3.21, 3.23, 3.25, 3.26, 3.28, 3.3],
    averageReturns: [3.08, 3.11, 3.14, 3.15, 3.16, 3.17, 3.18, 3.19, 3.2, 3.21],
    applicationOpens: '2022-10-03',
    applicationCloses: '2022-10-26',
    sourceUrl:
      'https://www.todayonline.com/singapore/singapore-savings-bonds-10-year-average-return-hits-record-high-321-2009791',
    sourceDate: '2022-10-03',
  },
];
