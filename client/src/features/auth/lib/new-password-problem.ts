import { minPasswordLength, signupMessages } from './validate-signup';

/**
 * What is wrong with a new password and its confirmation before it is sent: the sign-up form's
 * length and match checks, in its words; the server checks the rest (common passwords).
 */
export function newPasswordProblem(password: string, confirmation: string): string | undefined {
  if (password.length < minPasswordLength) return signupMessages.password;
  if (password !== confirmation) return signupMessages.confirmPassword;
  return undefined;
}
