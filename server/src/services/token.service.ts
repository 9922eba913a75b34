import jwt, { type SignOptions } from 'jsonwebtoken';
import type { Config } from '../config/env.js';

export type TokenConfig = Pick<Config, 'jwtSecret' | 'jwtExpiresIn'>;

/** `JWT_EXPIRES_IN` of plain digits means seconds, as jsonwebtoken reads a number. */
function expiresIn(value: string): SignOptions['expiresIn'] {
  return /^\d+$/.test(value) ? Number(value) : (value as SignOptions['expiresIn']);
}

export function signToken(userId: string, config: TokenConfig): string {
  return jwt.sign({}, config.jwtSecret, {
    subject: userId,
    expiresIn: expiresIn(config.jwtExpiresIn),
    algorithm: 'HS256',
  });
}

/** The user id of a valid, unexpired token; undefined for anything else. */
export function verifyToken(token: string, config: Pick<Config, 'jwtSecret'>): string | undefined {
  try {
    const payload = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
