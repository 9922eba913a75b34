import { Router, type RequestHandler } from 'express';
import type { Config } from '../config/env.js';
import { createAccountController } from '../controllers/account.controller.js';
import { createMailer } from '../mail/index.js';
import { createRequireUser } from '../middleware/auth.js';
import { createAuthRateLimiter, createPerUserRateLimiter } from '../middleware/rate-limit.js';
import { validateBody } from '../middleware/validate.js';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
} from '../validation/account.schema.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * `/api/me`: the signed-in user's account settings, data download and deletion. The calls that
 * check a password are rate limited like sign-in, and a change is mailed to the account; no
 * answer may be kept by a browser or a proxy. Each route is guarded on its own, so other routers
 * under `/api/me` keep their own rules.
 */
export function createAccountRouter(config: Config): Router {
  const controller = createAccountController(config, createMailer(config.mail));
  const signedIn = [noStore, createRequireUser(config)];
  const passwordChecks = createAuthRateLimiter(config);
  const router = Router();
  router.get('/data', ...signedIn, controller.data);
  router.put(
    '/password',
    ...signedIn,
    validateBody(changePasswordSchema),
    passwordChecks,
    controller.changePassword,
  );
  router.put(
    '/email',
    ...signedIn,
    validateBody(changeEmailSchema),
    passwordChecks,
    controller.changeEmail,
  );
  router.get('/email-confirmation', ...signedIn, controller.confirmationStatus);
  router.post(
    '/email-confirmation',
    ...signedIn,
    createPerUserRateLimiter('confirmation-mails', 3),
    controller.resendConfirmation,
  );
  router.delete(
    '/',
    ...signedIn,
    validateBody(deleteAccountSchema),
    passwordChecks,
    controller.remove,
  );
  return router;
}
