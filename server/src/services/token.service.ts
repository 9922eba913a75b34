import jwt, { type SignOptions } from 'jsonwebtoken';
import type { Config } from '../config/env.js';

export type TokenConfig = Pick<Config, 'jwtSecret' | 'jwtExpiresIn'>;

/** Who a valid token speaks for, and which of the user's token versions it was signed with. */
export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** `JWT_EXPIRES_IN` of plain digits means seconds, as jsonwebtoken reads a number. */
function expiresIn(value: string): SignOptions['expiresIn'] {
  return /^\d+$/.test(value) ? Number(value) : (value as SignOptions['expiresIn']);
}

export function signToken(userId: string, config: TokenConfig, tokenVersion = 0): string {
  return jwt.sign({ ver: tokenVersion }, config.jwtSecret, {
    subject: userId,
    expiresIn: expiresIn(config.jwtExpiresIn),
    algorithm: 'HS256',
  });
}

/**
 * The claims of a valid, unexpired token; undefined for anything else. A token signed before
 * versions existed counts as version 0, the version every account starts with.
 */
export function verifyToken(
  token: string,
  config: Pick<Config, 'jwtSecret'>,
): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
    const version: unknown = payload.ver ?? 0;
    if (!Number.isSafeInteger(version)) return undefined;
    return { userId: payload.sub, tokenVersion: version as number };
  } catch {
    return undefined;
  }
}
