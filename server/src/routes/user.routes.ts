import { Router } from 'express';
import type { Config } from '../config/env.js';
import { createUserController } from '../controllers/user.controller.js';
import { createRequireUser } from '../middleware/auth.js';
import { createAuthRateLimiter } from '../middleware/rate-limit.js';
import { validateBody } from '../middleware/validate.js';
import { loginSchema, registerSchema } from '../validation/user.schema.js';

/**
 * Sign-up, sign-in and sign-out. The rate limit counts only well-formed attempts (validation
 * comes first), which are the ones that cost a password hash. No answer here may be kept by a
 * browser or a proxy, as they carry tokens.
 */
export function createUserRouter(config: Config): Router {
  const controller = createUserController(config);
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
  return router;
}
