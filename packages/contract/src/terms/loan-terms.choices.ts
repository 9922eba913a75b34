/** The fixed choices of a loan's terms: read by its schema and by its fields and words. */

export const loanTypes = [
  'personal',
  'renovation',
  'car',
  'education',
  'debt-consolidation',
] as const;
export type LoanType = (typeof loanTypes)[number];

/** Whether the processing fee is taken from the amount paid out or added to what is owed. */
export const processingFeeCharges = ['deducted', 'added'] as const;
export type ProcessingFeeCharge = (typeof processingFeeCharges)[number];
