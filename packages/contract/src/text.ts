export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const linkProtocols = new Set(['http:', 'https:', 'mailto:']);
/** An address without a scheme is read against this, so a path on the site counts as http. */
const siteBase = 'http://site.invalid/';

/**
 * Whether a link to `address` cannot run script when followed: an http(s) or mailto: address, or
 * a path on the site (`/cards`, `#fees`). The scheme is read as a browser reads it, so
 * ` JaVaScRiPt:` is a javascript: link.
 */
export function isLinkAddress(address: string): boolean {
  if (address.trim() === '') return false;
  try {
    return linkProtocols.has(new URL(address, siteBase).protocol);
  } catch {
    return false;
  }
}

/** What a refused link breaks, in the words of the server's refusal and the post editor. */
export const linkAddressRule =
  'a link must be an http(s) or mailto: address, or a path on this site';

/** Whether `value` is `YYYY-MM-DD` naming a day that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
