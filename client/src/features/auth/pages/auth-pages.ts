/*
 * The account pages (sign in, sign up, the password reset, account settings) as one chunk: the
 * first page's script then holds one entry for them all, not one per page (with its own list of
 * the chunks the page needs).
 */
export { AccountPage } from './account-page';
export { ConfirmEmailPage } from './confirm-email-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { ResetPasswordPage } from './reset-password-page';
export { SignupPage } from './signup-page';
