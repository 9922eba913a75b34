import { Router } from 'express';
import type { Config } from '../config/env.js';
import { createUserController } from '../controllers/user.controller.js';
import { createAuthRateLimiter } from '../middleware/rate-limit.js';
import { validateBody } from '../middleware/validate.js';
import { loginSchema, registerSchema } from '../validation/user.schema.js';

/**
 * Sign-up and sign-in. The rate limit counts only well-formed attempts (validation comes
 * first), which are the ones that cost a password hash.
 */
export function createUserRouter(config: Config): Router {
  const controller = createUserController(config);
  const router = Router();
  router.post(
    '/register',
    validateBody(registerSchema),
    createAuthRateLimiter(config),
    controller.register,
  );
  router.post('/login', validateBody(loginSchema), createAuthRateLimiter(config), controller.login);
  return router;
}
