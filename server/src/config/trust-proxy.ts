import { isIP } from 'node:net';

/** What Express's `trust proxy` setting takes: all or none, a hop count, or addresses. */
export type TrustProxy = boolean | number | string;

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of an address list: a named range, an address, or a subnet (`/bits` or `/mask`). */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return isIP(range) === family;
}

export const TRUST_PROXY_HELP =
  'must be true, false, a number of proxy hops, or comma-separated addresses, subnets, loopback, linklocal or uniquelocal';

/**
 * Reads TRUST_PROXY as Express's `trust proxy` takes it, or undefined when it is not valid:
 * `true`/`false`, a hop count (`1`), or a comma-separated list (`loopback, 10.0.0.0/8`).
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isProxyAddress) ? entries.join(',') : undefined;
}
