/** What a person does with the account each month. */
export interface SavingProfile {
  balance: number;
  /** Salary credited, card spend, bills paid and balance growth, in S$ a month. */
  salary: number;
  spend: number;
  bills: number;
  grow: number;
  /** Whether an investment or insurance is bought through the bank. */
  invest: boolean;
  insure: boolean;
}
