import type { PaymentChannel } from '../purchases/purchase.js';

/** Whether the card's bonus came for the reported purchase. */
export const bonusOutcomes = ['yes', 'no', 'unsure'] as const;
export type BonusOutcome = (typeof bonusOutcomes)[number];

export const bonusOutcomeWords: Record<BonusOutcome, string> = {
  yes: 'The bonus came',
  no: 'No bonus',
  unsure: 'Not known yet',
};

/** Where a report stands: waiting for an administrator, counted, refused, or folded into another. */
export const merchantReportStatuses = ['pending', 'approved', 'rejected', 'merged'] as const;
export type MerchantReportStatus = (typeof merchantReportStatuses)[number];

/** Reports one user may send a minute, and one address an hour. */
export const MERCHANT_REPORTS_PER_MINUTE = 5;
export const MERCHANT_REPORTS_PER_HOUR_PER_ADDRESS = 30;

/** The reports of a merchant its public page shows, newest first. */
export const MERCHANT_PAGE_REPORTS = 50;

/** One data point: a purchase at a merchant, the card, how it was paid and what the bank saw. */
export interface MerchantReport {
  _id: string;
  merchant: { slug: string; name: string };
  card: { slug: string; title: string };
  /** The day of the purchase (YYYY-MM-DD). */
  day: string;
  channel: PaymentChannel;
  /** The code on the statement, when the user could read it. */
  mcc?: string;
  /** What the statement calls the merchant. */
  statementText: string;
  bonusCame: BonusOutcome;
  status: MerchantReportStatus;
  /** The report a merged one was folded into. */
  mergedInto?: string;
  createdAt: string;
}
