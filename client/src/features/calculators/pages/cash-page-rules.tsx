import { SDIC_LIMIT_SGD, SSB_UNIT_SGD, TBILL_UNIT_SGD, formatSGD } from '@sg-finance/finance';

/** Every rule `/cash` follows, as its "How we calculate" section says them. */
export const cashCalculationRules = [
  'Savings accounts: the savings calculator’s interest a year on the whole amount as your balance, for the salary credited and card spend you enter, times the months of your horizon divided by 12.',
  'Fixed deposits: your amount, at most the deposit’s maximum (under its minimum leaves it out), for the tenure that fits in your horizon and pays the most over it, at the rate of that tenure and of your amount’s band: amount × rate × months / 12, paid at maturity. A rate for fresh funds only counts when the money is new to the bank. At maturity within your horizon, a board rate for any money is renewed at the same rate for as many whole tenures as the horizon holds, the interest paid out; a promotional or fresh-funds rate is counted once, as its renewal rate is not promised, and the months left after the last maturity earn nothing here. Money that may not be locked leaves fixed deposits out.',
  `T-bills: the largest multiple of ${formatSGD(TBILL_UNIT_SGD)} within your amount (at least ${formatSGD(TBILL_UNIT_SGD)}), at the cut-off yield of the latest auction of each tenor. Each tenor pays face × yield × days / 365, with 182 days for a 6-month bill and 364 for a 1-year bill. Past one tenor the bill is rolled over at the same cut-off, for as many whole tenors as your horizon holds; a horizon shorter than one tenor, or money that may not be locked, leaves the T-bill out.`,
  `Savings Bonds: the largest multiple of ${formatSGD(SSB_UNIT_SGD)} within your amount (at least ${formatSGD(SSB_UNIT_SGD)}) in the latest issue, held for your horizon (ten years at most). Each whole month held pays a twelfth of that year’s step-up rate. Redeeming takes about a month, so ask a month before you need the money.`,
  'Ranking: by interest earned in S$ over your horizon, the most first.',
  `Suggested split: down the ranking, each option takes what is left, keeping each bank within the ${formatSGD(SDIC_LIMIT_SGD)} SDIC insures per depositor; T-bills and Savings Bonds are issued by the Singapore Government and are not bank deposits.`,
  'It answers in your browser: nothing you type is sent.',
] as const;
