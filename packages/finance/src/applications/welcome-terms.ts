/**
 * What the deadlines of a welcome offer are worked out from: the offer's terms as they stood on
 * the application day. The field names are the welcome offer's in the contract.
 */
export interface WelcomeTerms {
  /** The spend that earns the gift, in S$; none or 0: no minimum spend. */
  minSpend?: number | undefined;
  /** The days the spend may take, counted from `spendWindowFrom`'s day. */
  withinDays?: number | undefined;
  spendWindowFrom?: 'approval' | 'activation' | undefined;
  claim?:
    | {
        method: 'automatic' | 'form';
        /** The form opens this many days after `from`'s day (0: that day). */
        fromDays?: number | undefined;
        /** The form must be sent at most this many days after `from`'s day. */
        withinDays?: number | undefined;
        from?: 'approval' | 'spendMet' | undefined;
      }
    | undefined;
  payout?:
    { fromDays: number; toDays: number; after: 'approval' | 'spendMet' | 'claim' } | undefined;
  /** The offer's last day (Singapore time); none: it does not end. */
  expiresAt?: string | undefined;
}

/** The days the user gave (Singapore days, `YYYY-MM-DD`); each later one only once it happened. */
export interface ApplicationDays {
  appliedOn: string;
  approvedOn?: string | undefined;
  /** The card's activation, for an offer whose spend window starts there. */
  activatedOn?: string | undefined;
  claimedOn?: string | undefined;
  paidOn?: string | undefined;
}

/** Spend the user entered: one purchase, or a statement month's total on its statement day. */
export interface SpendEntry {
  on: string;
  amount: number;
}
