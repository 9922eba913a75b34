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

/**
 * The characters XML 1.0 forbids in a document: the C0 controls but tab, line feed and carriage
 * return, U+FFFE, U+FFFF, and a surrogate without its pair. One of them in a title makes a feed
 * unreadable for every reader.
 */
const xmlForbiddenCharacters =
  // eslint-disable-next-line no-control-regex -- matching the control characters is its purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The first character of `text` that XML forbids, as `U+0001`; undefined when there is none. */
export function xmlForbiddenCharacterIn(text: string): string | undefined {
  const found = text.match(new RegExp(xmlForbiddenCharacters.source))?.[0];
  return found === undefined
    ? undefined
    : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` without the characters XML forbids. */
export function withoutXmlForbiddenCharacters(text: string): string {
  return text.replace(xmlForbiddenCharacters, '');
}
