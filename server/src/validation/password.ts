import { dictionary } from '@zxcvbn-ts/language-common';
import bcrypt from 'bcryptjs';
import { z } from 'zod';

export const minPasswordLength = 6;

export const passwordMessages = {
  tooShort: `Password must be at least ${minPasswordLength} characters long`,
  tooLong: 'Password must be at most 72 bytes long',
  tooCommon: 'Password is too common: choose one that is harder to guess',
} as const;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The ranked list of leaked passwords zxcvbn-ts ships (about 49,000, all lower case), read on
 * first use. One character repeated ('aaaaaa') counts as common too: zxcvbn finds those by pattern,
 * so its list leaves them out.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  const folded = password.toLowerCase();
  return commonPasswords.has(folded) || /^(.)\1*$/u.test(folded);
}

/** The password a new account or a password reset may set. */
export const newPasswordSchema = z
  .string()
  .min(minPasswordLength, passwordMessages.tooShort)
  .refine((password) => !bcrypt.truncates(password), { message: passwordMessages.tooLong })
  .refine((password) => !isCommonPassword(password), { message: passwordMessages.tooCommon });
