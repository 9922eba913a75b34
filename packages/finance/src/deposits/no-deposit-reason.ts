import {
  depositTenures,
  formatMoney,
  listInWords,
  type FixedDepositTerms,
} from '@sg-finance/contract';

/** The least a deposit takes: its minimum, or the lowest band its rates start at. */
function leastTaken(terms: FixedDepositTerms): number {
  const bandStarts = (terms.rates ?? []).map((rate) => rate.amountFrom ?? 0);
  return Math.max(terms.minDeposit ?? 0, bandStarts.length > 0 ? Math.min(...bandStarts) : 0);
}

/**
 * Why no fixed deposit of the catalogue takes the amount for the tenure, in one sentence: a
 * tenure none offers (with the tenures offered), an amount under every minimum (with the least
 * any takes), or neither alone. Undefined when the catalogue gives no rates at all.
 */
export function noDepositReason(
  catalogue: readonly FixedDepositTerms[],
  amount: number,
  tenureMonths: number,
): string | undefined {
  const withRates = catalogue.filter((terms) => (terms.rates ?? []).length > 0);
  if (withRates.length === 0) return undefined;
  const tenures = [...new Set(withRates.flatMap(depositTenures))].sort((a, b) => a - b);
  if (!tenures.includes(tenureMonths)) {
    return `No fixed deposit offers ${tenureMonths} months: they offer ${listInWords(tenures.map(String))} months.`;
  }
  const least = Math.min(...withRates.map(leastTaken));
  if (amount < least) {
    return `No fixed deposit takes ${formatMoney(amount)}: the least one takes is ${formatMoney(least)}.`;
  }
  return `No fixed deposit offers ${tenureMonths} months for ${formatMoney(amount)}.`;
}
