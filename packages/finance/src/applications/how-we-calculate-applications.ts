/**
 * "How we calculate" for the applications tracker, one rule a line, for its page: what
 * `applicationDeadlines`, `spendProgress`, `applicationState` and `dueReminders` do.
 */
export const applicationRules: readonly string[] = [
  'We keep the welcome offer’s terms as they stood on the day you applied (from the offer’s history), so a later change to the offer does not move your dates.',
  'Every date is a day in Singapore time. “Within N days of approval” ends N days after the approval day: approved on 1 March, within 30 days, the last day to spend is 31 March. An offer whose spend window starts at card activation counts from the activation day you enter.',
  'Your spend counts from the window’s first day to its last, both included; the minimum is met on the day your running total reaches it. Enter each purchase, or each statement’s total on its statement day.',
  'A claim form opens the stated number of days after approval (or after the day your spend met the minimum) and must be sent by the stated number of days after that same day.',
  'The payout is expected between the stated numbers of days after approval, the day your spend met the minimum, or your claim, as the offer says.',
  'The gift is forfeited when you applied after the offer ended, when the spend window closed short of the minimum, or when the claim form’s last day passed without a claim.',
  'Reminders: 7 days and 2 days before the last day to spend and the last day to claim, “claim now” once your spend meets the minimum and the form is open, and a note the day after the payout window ends unpaid.',
];
