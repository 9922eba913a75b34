import { formatMoney } from '../money-text.js';

/**
 * Deposit insurance in Singapore: the Singapore Deposit Insurance Corporation (SDIC) insures the
 * S$ deposits (savings, current and fixed deposit accounts) of each depositor at each Deposit
 * Insurance Scheme member bank, all together, up to this amount.
 */
export const SDIC_INSURED_LIMIT = 100_000;

/** Where the limit is stated, and the day it took effect, as visitors read it. */
export const sdicSource = { url: 'https://www.sdic.org.sg/', since: '1 April 2024' } as const;

/** What a product page says of a product's deposit insurance, in plain words. */
export function sdicLine(insured: boolean): string {
  return insured
    ? `Insured by SDIC up to ${formatMoney(SDIC_INSURED_LIMIT)} per depositor per bank`
    : 'Not insured by SDIC';
}

/** The word of the terms table for `sdicInsured`, named by the term labels. */
export function sdicWord(
  insured: boolean | undefined,
): 'sdicInsured' | 'sdicNotInsured' | undefined {
  if (insured === undefined) return undefined;
  return insured ? 'sdicInsured' : 'sdicNotInsured';
}

/** The warning of a calculator when one bank would hold more than the insured amount. */
export function sdicOverLimitWarning(amount: number): string | undefined {
  if (amount <= SDIC_INSURED_LIMIT) return undefined;
  return `${formatMoney(amount)} in one bank is over the ${formatMoney(SDIC_INSURED_LIMIT)} SDIC insures per depositor per bank: ${formatMoney(amount - SDIC_INSURED_LIMIT)} would not be insured.`;
}

/** What SDIC insures, in a sentence, with the source and the day of the limit. */
export const sdicScopeText = `SDIC (the Singapore Deposit Insurance Corporation) insures the Singapore dollar deposits of each depositor at each Deposit Insurance Scheme member bank, savings, current and fixed deposit accounts together, up to ${formatMoney(SDIC_INSURED_LIMIT)} (since ${sdicSource.since}, ${sdicSource.url}); foreign currency and structured deposits are not insured.`;
