import { asOfRule } from '../lib/as-of-rule';

/** Every rule the loan calculator follows, as its "How we calculate" section says them. */
export const loanCalculationRules = [
  'The amount is the cash you ask for. Loans of your type (personal loans unless you choose another type, or any type) whose smallest and largest amount and tenure allow it are ranked by total cost: all the interest plus the processing fee.',
  'Rate: the loan’s own rate, or, where the bank quotes rates by amount or tenure, the rate of the first band that holds your amount and tenure.',
  'Flat rate: interest is the rate a year on what you owe at the start, for every year of the tenure, however much you have repaid; it is repaid with the loan in equal monthly instalments.',
  'Reducing balance: each month, a twelfth of the rate on what you still owe; equal monthly instalments repay the loan and that interest.',
  'Processing fee: a percent of the amount, at least the bank’s minimum. It is deducted from the cash paid out, or, where the bank adds it to the loan, owed and repaid with interest like the rest.',
  'EIR (effective interest rate), as Singapore banks quote it: twelve times the monthly rate at which your instalments repay the cash you actually receive, so the fee is in it. With it we reproduce the banks’ advertised pairs (HSBC 3.2% flat: 6%; DBS 3.88%: 7.9%; OCBC 5.43%: 11.47%, S$10,000 over 2 years).',
  'The “from” EIR of each loan on the loans list: the lowest EIR this calculator gives the loan over every amount (in whole S$) and tenure it allows, with the tenure, and the amount when more than the smallest, that give it. It can be lower than the EIR the bank advertises, which is for one amount and tenure.',
  'Schedule: each instalment split into interest on what is still owed and principal; a flat-rate loan’s interest is split at the monthly rate its instalments repay the loan at, so early instalments carry more interest.',
  asOfRule('loan'),
] as const;
