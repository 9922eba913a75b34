import { Router } from 'express';
import type { Config } from '../config/env.js';
import { createPasswordResetController } from '../controllers/password-reset.controller.js';
import { createUserController } from '../controllers/user.controller.js';
import type { Mailer } from '../mail/index.js';
import { createRequireUser } from '../middleware/auth.js';
import { createPasswordResetLimiters } from '../middleware/password-reset-limit.js';
import { createAuthRateLimiter } from '../middleware/rate-limit.js';
import { validateBody } from '../middleware/validate.js';
import {
  emailConfirmationSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../validation/account.schema.js';
import { loginSchema, registerSchema } from '../validation/user.schema.js';

/**
 * Sign-up, sign-in, sign-out and the password reset by mail. The rate limit counts only well-formed attempts (validation
 * comes first), which are the ones that cost a password hash. No answer here may be kept by a
 * browser or a proxy, as they carry tokens.
 */
export function createUserRouter(config: Config, mailer: Mailer): Router {
  const controller = createUserController(config, { mailer, siteUrl: config.siteUrl });
  const reset = createPasswordResetController({ mailer, siteUrl: config.siteUrl });
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.post(
    '/register',
    validateBody(registerSchema),
    createAuthRateLimiter(config),
    controller.register,
  );
  router.post('/login', validateBody(loginSchema), createAuthRateLimiter(config), controller.login);
  router.post('/logout', createRequireUser(config), controller.logout);
  router.post(
    '/password-reset',
    validateBody(passwordResetRequestSchema),
    ...createPasswordResetLimiters(config),
    reset.request,
  );
  router.post(
    '/password-reset/confirm',
    validateBody(passwordResetConfirmSchema),
    createAuthRateLimiter(config),
    reset.confirm,
  );
  router.post(
    '/email-confirmation',
    validateBody(emailConfirmationSchema),
    createAuthRateLimiter(config),
    controller.confirmEmail,
  );
  return router;
}
