import { z } from 'zod';
import { amount, oneOf, percent } from '../schema-fields.js';
import { text } from '../text.schema.js';
import { bonusConditions, interestCreditings } from './saving-terms.choices.js';
import { sdicInsuredSchema } from './deposit-insurance.schema.js';
import { termSourceSchema } from './term-source.schema.js';

const requirementSchema = z.strictObject({
  condition: oneOf(bonusConditions),
  threshold: amount('SGD/month'),
});

const bonusSchema = z
  .strictObject({
    condition: oneOf(bonusConditions),
    threshold: amount('SGD/month'),
    rate: percent('percent/year'),
    /** Further conditions that must all be met too (a bonus that needs salary and spend). */
    alsoRequires: z.array(requirementSchema).max(5, 'must have at most 5 conditions').optional(),
    /** The part of the balance the rate applies to: from this S$ ... */
    balanceFrom: amount('SGD').optional(),
    /** ... up to this S$ (a tier of the balance). */
    balanceUpTo: amount('SGD').optional(),
    /**
     * Bonuses sharing a group name are paid together, and groups are alternatives: the visitor
     * gets the group paying the most ('spend only' or 'salary and spend'). A bonus of no group is
     * paid beside whichever group.
     */
    group: text(60).optional(),
  })
  .refine(
    (bonus) => bonus.balanceUpTo === undefined || bonus.balanceUpTo > (bonus.balanceFrom ?? 0),
    { message: 'must be more than balanceFrom', path: ['balanceUpTo'] },
  );

export const savingTermsSchema = z.strictObject({
  /** Where the figures come from and when they were last checked. */
  source: termSourceSchema.optional(),
  /** Interest on the whole balance, bonus or not. */
  baseRate: percent('percent/year').optional(),
  bonus: z.array(bonusSchema).max(20, 'must have at most 20 bonus rates').optional(),
  /** Bonus interest is paid on the balance up to this amount. */
  bonusBalanceCap: amount('SGD').optional(),
  minBalance: amount('SGD').optional(),
  /** Charged each month the average balance is below `minBalance`. */
  fallBelowFee: amount('SGD/month').optional(),
  /** Interest credited monthly earns interest from the next month (compounds monthly). */
  interestCredited: oneOf(interestCreditings).optional(),
  sdicInsured: sdicInsuredSchema.optional(),
});

export type SavingTerms = z.output<typeof savingTermsSchema>;
export type SavingBonus = z.output<typeof bonusSchema>;
