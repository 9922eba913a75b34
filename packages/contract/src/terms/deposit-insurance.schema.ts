import { z } from 'zod';

/** Whether SDIC insures a deposit (S$ deposits at a Deposit Insurance Scheme member bank). */
export const sdicInsuredSchema = z.boolean({ error: 'must be yes or no' });
