import { formatMoney, type CardTerms, type Residency } from '@sg-finance/contract';

export { residencies, type Residency } from '@sg-finance/contract';

/** Who applies for the card. */
export interface Applicant {
  /** Income a year, S$. */
  income: number;
  age: number;
  residency: Residency;
}

/** The income a year the card asks of the applicant: the foreigners' figure when it has one. */
export function incomeNeeded(terms: CardTerms, residency: Residency): number | undefined {
  if (residency === 'foreigner') return terms.minIncomeForeigner ?? terms.minIncome;
  return terms.minIncome;
}

/** Why the applicant cannot have the card, in words; empty when they can. */
export function ineligibilityReasons(terms: CardTerms, applicant: Applicant): string[] {
  const reasons: string[] = [];
  const income = incomeNeeded(terms, applicant.residency);
  if (income !== undefined && applicant.income < income) {
    const who = applicant.residency === 'foreigner' ? 'foreigners' : 'Singapore citizens and PRs';
    reasons.push(
      `It needs an income of ${formatMoney(income)} a year from ${who}; yours is ${formatMoney(applicant.income)}.`,
    );
  }
  if (terms.minAge !== undefined && applicant.age < terms.minAge) {
    reasons.push(`It needs you to be at least ${terms.minAge}; you are ${applicant.age}.`);
  }
  return reasons;
}
