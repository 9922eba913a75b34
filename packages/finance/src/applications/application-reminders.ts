import type {
  ApplicationDays,
  DeadlineName,
  ReminderKind,
  SpendEntry,
  WelcomeTerms,
} from '@sg-finance/contract';
import { daysBetween } from './calendar-days.js';
import {
  applicationDeadlines,
  applicationState,
  deadlineDay,
  spendProgress,
} from './welcome-deadlines.js';

/** One reminder due: its kind, the date it is about and that date's day. */
export interface DueReminder {
  kind: ReminderKind;
  deadline: DeadlineName;
  day: string;
}

/** The deadlines a user can miss, which get the 7-day and 2-day reminders. */
const missable: readonly DeadlineName[] = ['spend-by', 'claim-by'];

/**
 * The reminders due on `today` (a Singapore day): a missable deadline not yet met gets "7 days
 * before" from 7 to 3 days ahead and "2 days before" from 2 days ahead to the day itself (so one
 * noticed late still gets one, and never both at once); "claim now" once the spend is met and the
 * claim form is open; "payout overdue" the day after the payout window's last day, unpaid.
 * Nothing is due for a paid or forfeited application.
 */
export function dueReminders(
  terms: WelcomeTerms,
  days: ApplicationDays,
  spend: readonly SpendEntry[],
  today: string,
): DueReminder[] {
  const { status } = applicationState(terms, days, spend, today);
  if (status === 'paid' || status === 'forfeited') return [];
  const deadlines = applicationDeadlines(terms, days, spend);
  const { metOn } = spendProgress(terms, days, spend);
  const done: Partial<Record<DeadlineName, boolean>> = {
    'spend-by': Boolean(metOn),
    'claim-by': Boolean(days.claimedOn),
  };
  const due: DueReminder[] = [];
  for (const deadline of deadlines) {
    if (!missable.includes(deadline.name) || done[deadline.name]) continue;
    const daysLeft = daysBetween(today, deadline.day);
    const about = { deadline: deadline.name, day: deadline.day };
    if (daysLeft >= 3 && daysLeft <= 7) due.push({ kind: 'due-in-7-days', ...about });
    if (daysLeft >= 0 && daysLeft <= 2) due.push({ kind: 'due-in-2-days', ...about });
  }
  const claimFrom = deadlineDay(deadlines, 'claim-from');
  if (claimFrom && metOn && !days.claimedOn && today >= claimFrom) {
    due.push({ kind: 'claim-now', deadline: 'claim-from', day: claimFrom });
  }
  const payoutTo = deadlineDay(deadlines, 'payout-to');
  if (payoutTo && today > payoutTo) {
    due.push({ kind: 'payout-overdue', deadline: 'payout-to', day: payoutTo });
  }
  return due;
}
