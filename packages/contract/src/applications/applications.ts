import type { ListingKindKey } from '../listing.js';
import type { WelcomeOffer } from '../terms/welcome-offer.schema.js';

/** The signed-in user's applications tracker, which reminder mails link to. */
export const applicationsPagePath = '/me/applications';

/** The page a digest's unsubscribe link opens; it needs no sign-in (a signed token). */
export const digestUnsubscribePagePath = '/digest/unsubscribe';

/** The most applications one user tracks. */
export const MAX_APPLICATIONS = 200;

/** The most spend entries of one application. */
export const MAX_SPEND_ENTRIES = 500;

/** The dates of an application's timeline that the tracker works out. */
export const deadlineNames = [
  'spend-by',
  'claim-from',
  'claim-by',
  'payout-from',
  'payout-to',
] as const;
export type DeadlineName = (typeof deadlineNames)[number];

export const deadlineLabels: Readonly<Record<DeadlineName, string>> = {
  'spend-by': 'Minimum spend by',
  'claim-from': 'Claim form from',
  'claim-by': 'Claim form by',
  'payout-from': 'Payout expected from',
  'payout-to': 'Payout expected by',
};

export interface Deadline {
  name: DeadlineName;
  /** The Singapore day, `YYYY-MM-DD`. */
  day: string;
}

export const applicationStatuses = [
  'applied',
  'approved',
  'spend-met',
  'claimed',
  'paid',
  'forfeited',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationStatusLabels: Readonly<Record<ApplicationStatus, string>> = {
  applied: 'Applied',
  approved: 'Approved',
  'spend-met': 'Spend met',
  claimed: 'Claimed',
  paid: 'Paid',
  forfeited: 'Forfeited',
};

/** The reminders an application gets; each can be turned off. */
export const reminderKinds = [
  'due-in-7-days',
  'due-in-2-days',
  'claim-now',
  'payout-overdue',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderKindLabels: Readonly<Record<ReminderKind, string>> = {
  'due-in-7-days': '7 days before a deadline',
  'due-in-2-days': '2 days before a deadline',
  'claim-now': 'When the minimum spend is met: claim now',
  'payout-overdue': 'When a payout is overdue',
};

/** Spend the user entered: one purchase, or a statement month's total on its statement day. */
export interface SpendEntry {
  on: string;
  amount: number;
}

/**
 * What the deadlines of a welcome offer are worked out from: the offer's terms (the listing
 * terms' `welcome`) as they stood on the application day, and the end date of its offer.
 */
export type WelcomeTerms = Partial<
  Pick<WelcomeOffer, 'minSpend' | 'withinDays' | 'spendWindowFrom' | 'claim' | 'payout'>
> & {
  /** The offer's last day (Singapore time); none: it does not end. */
  expiresAt?: string | undefined;
};

/** The days the user gave (Singapore days, `YYYY-MM-DD`); each later one only once it happened. */
export interface ApplicationDays {
  appliedOn: string;
  approvedOn?: string | undefined;
  /** The card's activation, for an offer whose spend window starts there. */
  activatedOn?: string | undefined;
  claimedOn?: string | undefined;
  paidOn?: string | undefined;
}

/** One application as `GET /api/me/applications` answers it, with what the tracker worked out. */
export interface Application extends ApplicationDays {
  id: string;
  product: { kind: ListingKindKey; id: string; title: string; slug: string };
  /** The welcome offer as it stood on the application day, with its description. */
  offer: WelcomeTerms & { description: string };
  /** The time of the revision the offer was read from (ISO time); null: the product had none. */
  termsAsOf: string | null;
  spend: SpendEntry[];
  deadlines: Deadline[];
  progress: { minSpend: number; counted: number; metOn?: string | undefined };
  status: ApplicationStatus;
  /** Why the gift is lost, for a forfeited application. */
  reason?: string | undefined;
}

/** Which reminders the user gets, and whether the weekly digest is on. */
export interface NotificationSettings {
  remindersOff: ReminderKind[];
  digest: boolean;
}
