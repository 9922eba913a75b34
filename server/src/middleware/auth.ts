import type { RequestHandler } from 'express';
import type { Config } from '../config/env.js';
import { verifyToken } from '../services/token.service.js';
import { findUserById } from '../services/user.service.js';
import { ApiError } from '../utils/api-error.js';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/**
 * Lets the request through only with the token of an administrator: 401 without a valid token,
 * 403 for anyone else. Runs before any body parsing, so a refused upload never touches the disk.
 */
export function createRequireAdmin(config: Pick<Config, 'jwtSecret'>): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw new ApiError(401, 'Please sign in to do this');
    const userId = verifyToken(token, config);
    const user = userId ? await findUserById(userId) : null;
    if (!user) throw new ApiError(401, 'Your session is not valid any more: please sign in again');
    if (!user.isAdmin) throw new ApiError(403, 'Only administrators can do this');
    res.locals.userId = user._id.toString();
    next();
  };
}
