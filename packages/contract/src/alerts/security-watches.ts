import { z } from 'zod';
import { oneOf } from '../schema-fields.js';

/**
 * What a user can watch of the government securities, as they watch a product: the next T-bill
 * auction (announced, then its cut-off yield) or the next Savings Bond application window.
 */
export const securityWatchKeys = ['tbill', 'ssb'] as const;
export type SecurityWatchKey = (typeof securityWatchKeys)[number];

/** What each watch is of, in words: 'Watch the next T-bill auction'. */
export const securityWatchNames: Readonly<Record<SecurityWatchKey, string>> = {
  tbill: 'the next T-bill auction',
  ssb: 'the next Savings Bond application window',
};

export const isSecurityWatchKey = (key: string): key is SecurityWatchKey =>
  (securityWatchKeys as readonly string[]).includes(key);

/** The path of `PUT` and `DELETE /api/me/security-watches/:security`. */
export const securityWatchParamsSchema = z.strictObject({ security: oneOf(securityWatchKeys) });
export type SecurityWatchParams = z.output<typeof securityWatchParamsSchema>;

/** One watch of `GET /api/me/security-watches`: what is watched, and since when (ISO time). */
export const securityWatchSchema = z.object({
  security: z.enum(securityWatchKeys),
  since: z.string(),
});
export type SecurityWatch = z.infer<typeof securityWatchSchema>;
