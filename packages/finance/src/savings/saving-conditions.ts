import { formatMoney, type BonusCondition } from '@sg-finance/contract';
import type { SavingProfile } from './saving-profile.js';

/**
 * Whether a month's doings meet a bonus condition. Salary, spend and bills must be more than
 * nothing and at least the threshold; growth only at least the threshold, so a "maintain or grow"
 * condition (threshold 0) is met by a month with no withdrawal. An investment or insurance is
 * bought or not.
 */
export function conditionMet(
  profile: SavingProfile,
  condition: BonusCondition,
  threshold: number,
): boolean {
  if (condition === 'invest') return profile.invest;
  if (condition === 'insure') return profile.insure;
  if (condition === 'grow') return profile.grow >= threshold;
  const done = profile[condition];
  return done > 0 && done >= threshold;
}

const doneNames = { salary: 'salary', spend: 'card spend', bills: 'bills paid' } as const;

/**
 * A condition against the visitor's own figure: 'your salary of S$3,500 meets the S$1,600
 * condition', 'your card spend of S$200 is below the S$500 condition'.
 */
export function conditionWords(
  profile: SavingProfile,
  condition: BonusCondition,
  threshold: number,
): string {
  const met = conditionMet(profile, condition, threshold);
  const needed = formatMoney(threshold);
  if (condition === 'invest' || condition === 'insure') {
    const what = condition === 'invest' ? 'investment' : 'insurance';
    const size = threshold > 0 ? ` of at least ${needed}` : '';
    return met ? `you buy an ${what} through the bank${size}` : `no ${what}${size} bought`;
  }
  if (condition === 'grow') {
    const growth = `your balance growth of ${formatMoney(profile.grow)} a month`;
    if (threshold === 0) {
      return met
        ? `${growth} meets the keep-or-grow condition`
        : `${growth} is a fall: the condition needs the balance kept or grown`;
    }
    return `${growth} ${met ? 'meets' : 'is below'} the ${needed} condition`;
  }
  const done = profile[condition];
  const name = doneNames[condition];
  if (done <= 0) return `no ${name} (the condition needs ${threshold > 0 ? needed : 'some'})`;
  if (threshold === 0) return `your ${name} of ${formatMoney(done)} meets the condition`;
  return `your ${name} of ${formatMoney(done)} ${met ? 'meets' : 'is below'} the ${needed} condition`;
}
