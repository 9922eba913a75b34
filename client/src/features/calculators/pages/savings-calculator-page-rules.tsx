import { asOfRule } from '../lib/as-of-rule';
import { sdicRule } from './deposit-calculator-page-rules';

/** Every rule the savings calculator follows, as its "How we calculate" section says them. */
export const savingsCalculationRules = [
  'Base interest: the account’s base rate a year on your whole balance.',
  'Bonus interest: each bonus whose conditions you meet, at its rate on its tier of your balance (from one amount to another), never above the account’s bonus cap.',
  'Conditions: your salary credited, card spend and bills paid count when they are more than nothing and at least the bank’s amount; your balance growth counts when it is at least the bank’s amount, so a “keep or grow your balance” bonus is paid at a growth of S$0. An investment or insurance counts when you tick it.',
  'Steps: where one condition has several thresholds (a salary of S$1,800 or of S$3,000), only the highest rate you reach is paid.',
  'Alternatives: where an account pays one group of bonuses or another (card spend only, or salary and card spend), you get the group that pays you more; bonuses outside the groups are paid with either.',
  'Fall-below fee: taken for every month your balance is under the account’s minimum.',
  'Interest credited monthly: each month a twelfth of a year’s interest on the balance then held is added to it and earns interest from the next month. Otherwise interest is simple, on the balance you enter. Your balance growth counts for the conditions only.',
  'Accounts are ranked by interest a year, less fees; the effective rate is that as a percent of your balance. The working under each account checks each condition against your own figures.',
  sdicRule,
  asOfRule('account'),
] as const;
