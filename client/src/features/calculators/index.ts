/** The calculators: what other features use of them (the card finder's profile inputs). */
export { residencyChoices, spendSpecs } from './lib/card-finder-inputs';
