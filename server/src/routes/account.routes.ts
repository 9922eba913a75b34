import { userInfoSchema } from '@sg-finance/contract';
import { z } from 'zod';
import type { Config } from '../config/env.js';
import { createAccountController } from '../controllers/account.controller.js';
import { createMailer } from '../mail/index.js';
import { createAuthRateLimiter, createPerUserRateLimiter } from '../middleware/rate-limit.js';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from '../validation/account.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, messageAnswer } from './route-parts.js';

const tag = 'My account';
const wrongPassword = `${errorTexts.badBody} Or the password is not the account’s.`;

/**
 * `/api/me`: the signed-in user's account settings, data download and deletion. The calls that
 * check a password are rate limited like sign-in, and a change is mailed to the account; no
 * answer may be kept by a browser or a proxy.
 */
export function accountRoutes(config: Config): DeclaredRoute[] {
  const controller = createAccountController(config, createMailer(config.mail));
  const passwordChecks = createAuthRateLimiter(config);
  const session = userInfoSchema;
  return [
    apiRoute({
      method: 'get',
      path: '/api/me/data',
      access: 'signedIn',
      tag,
      summary: 'Everything the site keeps about the account, as a file to download',
      noStore: true,
      answer: z.record(z.string(), z.unknown()).meta({
        description: 'One entry per kind of personal data (account, wallet, watches, alerts...).',
      }),
      handlers: [controller.data],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/password',
      access: 'signedIn',
      tag,
      summary: 'Change the password',
      description: 'Ends every other session; answers a new token.',
      noStore: true,
      body: changePasswordSchema,
      answer: session,
      errors: { 400: wrongPassword, 429: errorTexts.tooMany },
      handlers: [passwordChecks, controller.changePassword],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/email',
      access: 'signedIn',
      tag,
      summary: 'Change the email address',
      noStore: true,
      body: changeEmailSchema,
      answer: session,
      errors: { 400: wrongPassword, 409: 'An account has this email.', 429: errorTexts.tooMany },
      handlers: [passwordChecks, controller.changeEmail],
    }),
    apiRoute({
      method: 'get',
      path: '/api/me/email-confirmation',
      access: 'signedIn',
      tag,
      summary: 'Whether the account’s address is confirmed',
      noStore: true,
      answer: z.object({ confirmed: z.boolean() }),
      handlers: [controller.confirmationStatus],
    }),
    apiRoute({
      method: 'post',
      path: '/api/me/email-confirmation',
      access: 'signedIn',
      tag,
      summary: 'Mail a new confirmation link to the account’s address',
      description: 'Answers 200 without mailing when the address is confirmed already.',
      noStore: true,
      before: [createPerUserRateLimiter('confirmation-mails', 3)],
      body: null,
      status: 202,
      answer: messageAnswer,
      errors: { 429: 'Too many links asked for in a minute.' },
      handlers: [controller.resendConfirmation],
    }),
    apiRoute({
      method: 'delete',
      path: '/api/me',
      access: 'signedIn',
      tag,
      summary: 'Delete the account and everything kept about it',
      noStore: true,
      body: deleteAccountSchema,
      answer: messageAnswer,
      errors: {
        400: wrongPassword,
        409: 'The account is the last administrator’s.',
        429: errorTexts.tooMany,
      },
      handlers: [passwordChecks, controller.remove],
    }),
  ];
}
