import { refuseXmlForbidden } from '@sg-finance/contract';
import { z } from 'zod';
import { newPasswordSchema } from './password.js';

export const emailField = z
  .string({ error: 'must be an email address' })
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }))
  .meta({ format: 'email', pattern: z.regexes.email.source });

export const registerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .superRefine(refuseXmlForbidden),
  email: emailField,
  password: newPasswordSchema,
});

/** A password the user types to prove who they are (not a new one: no rules but a length). */
export const currentPasswordField = z
  .string({ error: 'is required' })
  .min(1, 'is required')
  .max(1000, 'must be at most 1000 characters');

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;
