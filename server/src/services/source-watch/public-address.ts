import ipaddr from 'ipaddr.js';

/**
 * Whether the site may fetch from `address`: a public unicast address, or one whose host or
 * address an administrator listed in `SOURCE_FETCH_ALLOW` (a test's local stand-in for a bank).
 * Private, loopback, link-local, multicast and reserved ranges are refused, IPv4 mapped into IPv6
 * included, so a source address cannot reach the site's own network.
 */
export function mayFetchFrom(address: string, host: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(host.toLowerCase()) || allowed.has(address)) return true;
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}
