import {
  formatMoney,
  type ApplicationDays,
  type ApplicationStatus,
  type Deadline,
  type DeadlineName,
  type SpendEntry,
  type WelcomeTerms,
} from '@sg-finance/contract';
import { addDays } from './calendar-days.js';

export interface SpendProgress {
  /** The minimum spend; 0 when the offer asks none. */
  minSpend: number;
  /** The spend entered inside the window (all of it while the window's start is unknown). */
  counted: number;
  /** The first day the counted spend reached the minimum; none until it does. */
  metOn?: string | undefined;
}

/** The day the spend window opens: approval, or activation for an offer that says so. */
function spendWindowStart(terms: WelcomeTerms, days: ApplicationDays): string | undefined {
  return terms.spendWindowFrom === 'activation' ? days.activatedOn : days.approvedOn;
}

/**
 * The last day of the spend window: its opening day plus `withinDays` ("within 30 days of
 * approval" from an approval on 1 March ends on 31 March). None without a minimum spend, a
 * window or its opening day.
 */
export function spendByDay(terms: WelcomeTerms, days: ApplicationDays): string | undefined {
  const start = spendWindowStart(terms, days);
  if (!terms.minSpend || terms.withinDays === undefined || !start) return undefined;
  return addDays(start, terms.withinDays);
}

/**
 * The spend that counts towards the minimum: entries from the window's opening day to its last
 * day, both included; the minimum is met on the day the running total reaches it. An offer
 * without a minimum spend has it met on the opening day.
 */
export function spendProgress(
  terms: WelcomeTerms,
  days: ApplicationDays,
  spend: readonly SpendEntry[],
): SpendProgress {
  const minSpend = terms.minSpend ?? 0;
  const start = spendWindowStart(terms, days);
  const by = spendByDay(terms, days);
  const inWindow = spend
    .filter((entry) => (!start || entry.on >= start) && (!by || entry.on <= by))
    .toSorted((a, b) => a.on.localeCompare(b.on));
  let counted = 0;
  let metOn: string | undefined = minSpend === 0 ? start : undefined;
  for (const entry of inWindow) {
    counted += entry.amount;
    if (!metOn && start && counted >= minSpend) metOn = entry.on;
  }
  return { minSpend, counted, metOn };
}

function claimBase(terms: WelcomeTerms, days: ApplicationDays, metOn: string | undefined) {
  return terms.claim?.from === 'spendMet' ? metOn : days.approvedOn;
}

function payoutBase(terms: WelcomeTerms, days: ApplicationDays, metOn: string | undefined) {
  switch (terms.payout?.after) {
    case 'approval':
      return days.approvedOn;
    case 'spendMet':
      return metOn;
    case 'claim':
      // An automatic claim is made by the bank once the spend is met.
      return terms.claim?.method === 'form' ? days.claimedOn : metOn;
    default:
      return undefined;
  }
}

/**
 * Every date of the timeline that is known yet, in the order they fall: the spend window's last
 * day; the claim form's first and last day (`fromDays` and `withinDays` after approval or the
 * day the spend was met); the payout's window (`fromDays` to `toDays` after approval, the day the
 * spend was met or the claim).
 */
export function applicationDeadlines(
  terms: WelcomeTerms,
  days: ApplicationDays,
  spend: readonly SpendEntry[],
): Deadline[] {
  const { metOn } = spendProgress(terms, days, spend);
  const deadlines: Deadline[] = [];
  const spendBy = spendByDay(terms, days);
  if (spendBy) deadlines.push({ name: 'spend-by', day: spendBy });
  const claimFrom = claimBase(terms, days, metOn);
  if (terms.claim?.method === 'form' && claimFrom) {
    deadlines.push({ name: 'claim-from', day: addDays(claimFrom, terms.claim.fromDays ?? 0) });
    if (terms.claim.withinDays !== undefined) {
      deadlines.push({ name: 'claim-by', day: addDays(claimFrom, terms.claim.withinDays) });
    }
  }
  const payoutFrom = payoutBase(terms, days, metOn);
  if (terms.payout && payoutFrom) {
    deadlines.push({ name: 'payout-from', day: addDays(payoutFrom, terms.payout.fromDays) });
    deadlines.push({ name: 'payout-to', day: addDays(payoutFrom, terms.payout.toDays) });
  }
  return deadlines;
}

export interface ApplicationState {
  status: ApplicationStatus;
  /** Why the gift is lost, for a forfeited application. */
  reason?: string | undefined;
}

/** The day of the named deadline, if it is known. */
export function deadlineDay(deadlines: readonly Deadline[], name: DeadlineName) {
  return deadlines.find((deadline) => deadline.name === name)?.day;
}

/**
 * Where the application stands on `today` (a Singapore day). Paid wins over everything; then the
 * gift is forfeited when the application came after the offer's end, when the spend window
 * closed short of the minimum, or when the claim form's last day passed without a claim.
 */
export function applicationState(
  terms: WelcomeTerms,
  days: ApplicationDays,
  spend: readonly SpendEntry[],
  today: string,
): ApplicationState {
  if (days.paidOn) return { status: 'paid' };
  if (terms.expiresAt && days.appliedOn > terms.expiresAt) {
    return {
      status: 'forfeited',
      reason: `Applied on ${days.appliedOn}, after the offer ended on ${terms.expiresAt}`,
    };
  }
  const progress = spendProgress(terms, days, spend);
  const deadlines = applicationDeadlines(terms, days, spend);
  const spendBy = deadlineDay(deadlines, 'spend-by');
  if (!progress.metOn && spendBy && today > spendBy) {
    return {
      status: 'forfeited',
      reason: `The minimum spend of ${formatMoney(progress.minSpend)} was not met by ${spendBy}`,
    };
  }
  if (days.claimedOn) return { status: 'claimed' };
  const claimBy = deadlineDay(deadlines, 'claim-by');
  if (progress.metOn && claimBy && today > claimBy) {
    return { status: 'forfeited', reason: `The claim form was not sent by ${claimBy}` };
  }
  if (progress.metOn) return { status: 'spend-met' };
  if (days.approvedOn) return { status: 'approved' };
  return { status: 'applied' };
}
