import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config/env.js';
import { ApiError } from '../lib/api-error.js';
import { DatabaseRateStore } from './database-rate-store.js';

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

/**
 * Limits a signed-in user's calls to one route (`name`) to `limit` a minute, counted in the
 * database so that every instance of the server counts the same calls.
 */
export function createPerUserRateLimiter(name: string, limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateStore(name),
    keyGenerator: (_req, res) => String(res.locals.userId),
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'Too many requests: please wait a minute and try again'));
    },
  });
}
