const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` is written as `\u003c`, so no
 * `</script>` or `<!--` in the data can end the block early. The line separators too, for old
 * parsers.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An address under the site's public address, or the absolute address as it is. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
