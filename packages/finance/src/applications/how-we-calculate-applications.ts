/**
 * "How we calculate" for the applications tracker, one rule a line, for its page: what
 * `applicationDeadlines`, `spendProgress`, `applicationState` and `dueReminders` do.
 */
export const applicationRules: readonly string[] = [
  'We keep the welcome offer’s terms as they stood at the end of the day you applied, in Singapore time (from the offer’s history; for today, as they stand now), so a later change to the offer does not move your dates. An application dated before the site first recorded the offer takes the oldest terms the site has.',
  'Every date is a day in Singapore time. “Within N days of approval” ends N days after the approval day: approved on 1 March, within 30 days, the last day to spend is 31 March. An offer whose spend window starts at card activation counts from the activation day you enter.',
  'Your spend counts from the window’s first day to its last, both included; the minimum is met on the day your running total reaches it. Enter each purchase, or each statement’s total on its statement day. Until you enter the day the window opens, all your spend is shown but none meets the minimum. An offer with no minimum spend has it met on the window’s first day.',
  'A claim form opens the stated number of days after approval (or after the day your spend met the minimum) and must be sent by the stated number of days after that same day.',
  'The payout is expected between the stated numbers of days after approval, the day your spend met the minimum, or your claim, as the offer says.',
  'Status: paid once you enter the day it was paid; forfeited when you applied after the offer ended, when the spend window closed short of the minimum, or when the claim form’s last day passed without a claim; otherwise claimed once you enter the claim day, spend met once your spend reaches the minimum, approved once you enter the approval day, and applied before that.',
  'Reminders, each once, by alert and by mail to a confirmed address, and each kind can be turned off: “7 days before” from 7 to 3 days before the last day to spend and the last day to claim, and “2 days before” from 2 days before to the day itself (so an application recorded late still gets one), until the spend is met or the claim sent; “claim now” once your spend meets the minimum and the form is open; and a note the day after the payout window ends unpaid. A paid or forfeited application gets none.',
];
