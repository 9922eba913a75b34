import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config/env.js';
import { ApiError } from '../lib/api-error.js';

const HOUR_MS = 60 * 60 * 1000;

export const resetLimitMessages = {
  perEmail: 'Too many password reset requests for this email address: please try again in an hour',
  perIp: 'Too many password reset requests from your network: please try again in an hour',
} as const;

function hourlyLimit(
  limit: number,
  message: string,
  keyGenerator?: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    windowMs: HOUR_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(keyGenerator ? { keyGenerator } : {}),
    handler: (_req, _res, next) => {
      next(new ApiError(429, message));
    },
  });
}

/**
 * Reset requests per client address, then per email address (read from the validated body), each
 * hour: so nobody fills an inbox with reset mail, whether the address has an account or not.
 */
export function createPasswordResetLimiters(
  config: Pick<Config, 'passwordResetLimit'>,
): RequestHandler[] {
  return [
    hourlyLimit(config.passwordResetLimit.perIp, resetLimitMessages.perIp),
    hourlyLimit(
      config.passwordResetLimit.perEmail,
      resetLimitMessages.perEmail,
      (req) => `email:${String((req.body as { email: string }).email)}`,
    ),
  ];
}
