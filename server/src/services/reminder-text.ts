import { daysBetween } from '@sg-finance/finance';
import { deadlineLabels, formatMoney, type Application } from '@sg-finance/contract';
import type { DueReminder } from '@sg-finance/finance';

/** What one reminder says, on the alerts page and in its mail: "Minimum spend by 2026-12-05: ...". */
export function reminderText(reminder: DueReminder, application: Application, today: string) {
  const label = deadlineLabels[reminder.deadline];
  switch (reminder.kind) {
    case 'due-in-7-days':
    case 'due-in-2-days': {
      const left = daysBetween(today, reminder.day);
      const when =
        left === 0 ? 'today is the last day' : `${left} day${left === 1 ? '' : 's'} left`;
      const { minSpend, counted } = application.progress;
      const toSpend =
        reminder.deadline === 'spend-by' && minSpend > counted
          ? `, ${formatMoney(Math.round((minSpend - counted) * 100) / 100)} more to spend`
          : '';
      return `${label} ${reminder.day}: ${when}${toSpend}`;
    }
    case 'claim-now': {
      const claimBy = application.deadlines.find((deadline) => deadline.name === 'claim-by');
      return `Minimum spend met: claim now${claimBy ? `, the claim form by ${claimBy.day}` : ''}`;
    }
    case 'payout-overdue':
      return `The payout was expected by ${reminder.day} and is overdue: ask the provider`;
  }
}
