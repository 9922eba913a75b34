import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config/env.js';
import { ApiError } from '../utils/api-error.js';

/** Limits sign-in and sign-up attempts per client address (one counter per route). */
export function createAuthRateLimiter(config: Pick<Config, 'authRateLimit'>): RequestHandler {
  return rateLimit({
    windowMs: config.authRateLimit.windowMs,
    limit: config.authRateLimit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'Too many attempts: please wait a few minutes and try again'));
    },
  });
}
