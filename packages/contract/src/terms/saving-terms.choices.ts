/** The fixed choices of a saving's terms: read by its schema and by its fields and words. */

/**
 * What a bonus rate asks of the account holder each month: salary credited, card spend, bills
 * paid (S$ a month), an investment or insurance bought (a threshold of 0 means any), or the
 * balance grown by at least the threshold. `grow` with a threshold of 0 is "maintain or grow":
 * a month with no withdrawal (growth of S$0) meets it.
 */
export const bonusConditions = ['salary', 'spend', 'bills', 'invest', 'insure', 'grow'] as const;
export type BonusCondition = (typeof bonusConditions)[number];

/** How often interest is added to the balance: monthly interest earns interest itself. */
export const interestCreditings = ['monthly', 'yearly'] as const;
export type InterestCrediting = (typeof interestCreditings)[number];
