import { z } from 'zod';
import { newPasswordSchema } from './password.js';
import { currentPasswordField, emailField } from './user.schema.js';

export const passwordResetRequestSchema = z.object({ email: emailField });

/** The token of a link mailed to the account (a reset or a confirmation). */
const linkToken = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');

export const passwordResetConfirmSchema = z.object({
  token: linkToken,
  password: newPasswordSchema,
});

export const emailConfirmationSchema = z.object({ token: linkToken });

/** `password` is the new one, so its rule's messages ('Password must be ...') read as they are. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  password: newPasswordSchema,
});

export const changeEmailSchema = z.object({ email: emailField, password: currentPasswordField });

export const deleteAccountSchema = z.object({ password: currentPasswordField });

export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
