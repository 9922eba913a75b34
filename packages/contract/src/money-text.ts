const wholeNumber = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-SG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** S$30,000 or S$196.20: cents only when there are some. */
export function formatMoney(amount: number): string {
  return `S$${Number.isInteger(amount) ? wholeNumber.format(amount) : cents.format(amount)}`;
}
