const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** `link` if following it cannot run script (http, https, mailto, tel or relative), else null. */
export function safeHref(link: string): string | null {
  const value = link.trim();
  if (value === '') return null;
  try {
    const url = new URL(value, window.location.origin);
    return allowedProtocols.has(url.protocol) ? value : null;
  } catch {
    return null;
  }
}
