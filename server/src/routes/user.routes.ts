import { userInfoSchema } from '@sg-finance/contract';
import type { Config } from '../config/env.js';
import { createPasswordResetController } from '../controllers/password-reset.controller.js';
import { createUserController } from '../controllers/user.controller.js';
import type { Mailer } from '../mail/index.js';
import { createPasswordResetLimiters } from '../middleware/password-reset-limit.js';
import { createAuthRateLimiter } from '../middleware/rate-limit.js';
import { nameSchema } from '../open-api/schema-names.js';
import {
  emailConfirmationSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../validation/account.schema.js';
import { loginSchema, registerSchema } from '../validation/user.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, messageAnswer } from './route-parts.js';

const signedIn = nameSchema(userInfoSchema, 'SignedInUser');
const tag = 'Accounts';

/**
 * Sign-up, sign-in, sign-out and the password reset by mail. The rate limit counts only
 * well-formed attempts (validation comes first), which are the ones that cost a password hash.
 * No answer here may be kept by a browser or a proxy, as they carry tokens.
 */
export function userRoutes(config: Config, mailer: Mailer): DeclaredRoute[] {
  const controller = createUserController(config, { mailer, siteUrl: config.siteUrl });
  const reset = createPasswordResetController({ mailer, siteUrl: config.siteUrl });
  return [
    apiRoute({
      method: 'post',
      path: '/api/users/register',
      access: 'anyone',
      tag,
      summary: 'Create an account and sign in',
      description: 'Answers the user with a token for `Authorization: Bearer <token>`.',
      noStore: true,
      body: registerSchema,
      status: 201,
      answer: signedIn,
      errors: {
        400: errorTexts.badBody,
        409: 'An account has this email.',
        429: errorTexts.tooMany,
      },
      handlers: [createAuthRateLimiter(config), controller.register],
    }),
    apiRoute({
      method: 'post',
      path: '/api/users/login',
      access: 'anyone',
      tag,
      summary: 'Sign in',
      description: 'Answers the user with a token for `Authorization: Bearer <token>`.',
      noStore: true,
      body: loginSchema,
      answer: signedIn,
      errors: {
        400: errorTexts.badBody,
        401: 'No account has this email and password.',
        429: errorTexts.tooMany,
      },
      handlers: [createAuthRateLimiter(config), controller.login],
    }),
    apiRoute({
      method: 'post',
      path: '/api/users/logout',
      access: 'signedIn',
      tag,
      summary: 'Sign out everywhere',
      description: 'Every token of the account stops working.',
      noStore: true,
      body: null,
      answer: messageAnswer,
      handlers: [controller.logout],
    }),
    apiRoute({
      method: 'post',
      path: '/api/users/password-reset',
      access: 'anyone',
      tag,
      summary: 'Mail a link that sets a new password',
      description:
        'The same answer whether or not an account has the address; the link works once, for an hour.',
      noStore: true,
      body: passwordResetRequestSchema,
      status: 202,
      answer: messageAnswer,
      errors: { 400: errorTexts.badBody, 429: errorTexts.tooMany },
      handlers: [...createPasswordResetLimiters(config), reset.request],
    }),
    apiRoute({
      method: 'post',
      path: '/api/users/password-reset/confirm',
      access: 'anyone',
      tag,
      summary: 'Set a new password with the mailed link’s token',
      description: 'Ends every session of the account.',
      noStore: true,
      body: passwordResetConfirmSchema,
      answer: messageAnswer,
      errors: {
        400: `${errorTexts.badBody} Or the link is used, expired or unknown.`,
        429: errorTexts.tooMany,
      },
      handlers: [createAuthRateLimiter(config), reset.confirm],
    }),
    apiRoute({
      method: 'post',
      path: '/api/users/email-confirmation',
      access: 'anyone',
      tag,
      summary: 'Confirm an account’s address with the mailed link’s token',
      description:
        'Until then the address gets no mail but its confirmation links and password reset links.',
      noStore: true,
      body: emailConfirmationSchema,
      answer: messageAnswer,
      errors: {
        400: `${errorTexts.badBody} Or the link is used, expired or unknown.`,
        429: errorTexts.tooMany,
      },
      handlers: [createAuthRateLimiter(config), controller.confirmEmail],
    }),
  ];
}
