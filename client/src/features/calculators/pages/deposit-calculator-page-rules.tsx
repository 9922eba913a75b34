import { sdicScopeText } from '@sg-finance/contract';
import { asOfRule } from '../lib/as-of-rule';

/** What a calculator says of deposit insurance, beside its warning over the insured amount. */
export const sdicRule = `Deposit insurance: ${sdicScopeText} The calculator warns when the amount you enter, in one bank, is over it.`;

/** Every rule the fixed deposit calculator follows, as its "How we calculate" section says them. */
export const depositCalculationRules = [
  'Rate: the deposit’s rate a year for your tenure and for the band your amount falls in; a deposit that offers no rate for them, or takes less or more than your amount, is listed apart with the reason. When none takes them, the calculator says why: a tenure no deposit offers (with the tenures offered), or an amount under every minimum (with the least any takes).',
  'Interest: simple interest over the tenure, paid at maturity: amount × rate a year × months ÷ 12, rounded to the cent. Nothing is compounded, and interest is not paid before maturity.',
  'Deposits are ranked by their interest at maturity; the amount back at maturity is your amount and its interest. Withdrawing early pays less, as each deposit’s own terms say.',
  sdicRule,
  asOfRule('deposit'),
] as const;
