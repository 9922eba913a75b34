import type { Request, RequestHandler, Response } from 'express';
import type { Actor } from '../models/revision.model.js';
import type { HydratedDocument } from 'mongoose';
import type { Config } from '../config/env.js';
import type { User } from '../models/user.model.js';
import { verifyToken } from '../services/token.service.js';
import { findUserById } from '../services/user.service.js';
import { ApiError } from '../lib/api-error.js';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/**
 * The account a request's token speaks for, read again from the database: a token whose version
 * is not the account's current one (after a logout or a password change) is refused like a
 * forged one.
 */
async function authenticatedUser(
  req: Request,
  config: Pick<Config, 'jwtSecret'>,
): Promise<HydratedDocument<User>> {
  const token = bearerToken(req.get('authorization'));
  if (!token) throw new ApiError(401, 'Please sign in to do this');
  const claims = verifyToken(token, config);
  const user = claims ? await findUserById(claims.userId) : null;
  if (!user || user.tokenVersion !== claims?.tokenVersion) {
    throw new ApiError(401, 'Your session is not valid any more: please sign in again');
  }
  return user;
}

/** Lets the request through with the valid token of any account; 401 otherwise. */
export function createRequireUser(config: Pick<Config, 'jwtSecret'>): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticatedUser(req, config);
    res.locals.userId = user._id.toString();
    next();
  };
}

/**
 * Lets the request through only with the token of an administrator: 401 without a valid token,
 * 403 for anyone else. Runs before any body parsing, so a refused upload never touches the disk.
 */
export function createRequireAdmin(config: Pick<Config, 'jwtSecret'>): RequestHandler {
  return async (req, res, next) => {
    const user = await authenticatedUser(req, config);
    if (!user.isAdmin) throw new ApiError(403, 'Only administrators can do this');
    res.locals.userId = user._id.toString();
    res.locals.userName = user.name;
    next();
  };
}

/** The administrator a request passed `requireAdmin` with, as revisions name them. */
export function adminActor(res: Response): Actor {
  return { id: String(res.locals.userId), name: String(res.locals.userName) };
}
