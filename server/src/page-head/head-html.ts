import { siteName } from '../config/site-pages.js';
import { feedsOfPage } from '../feeds/site-feeds.js';
import type { PageHead } from './page-head.js';
import { pageShell } from './page-shell.js';

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

export function fullTitle(head: PageHead): string {
  return head.title ? `${head.title} | ${siteName}` : siteName;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The page's Atom feeds, for readers and browsers that find feeds in a page. */
function feedLinks(siteUrl: string, path: string): string[] {
  return feedsOfPage(path).map(
    (feed) =>
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(siteUrl, feed.path))}" />`,
  );
}

/**
 * The tags of the head: title, description, canonical address, feeds, Open Graph, Twitter,
 * JSON-LD.
 */
export function headTags(siteUrl: string, head: PageHead): string {
  const title = fullTitle(head);
  const url = absoluteUrl(siteUrl, head.path);
  const image = head.image ? absoluteUrl(siteUrl, head.image) : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...feedLinks(siteUrl, head.path),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.openGraphType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    `<script type="application/ld+json">${scriptSafeJson(head.structuredData)}</script>`,
  ];
  return tags.filter((tag) => tag !== '').join('\n    ');
}

/**
 * The app's index.html with the page's head (its own title and description replace the built
 * ones, and the other tags go just before `</head>`) and its frame in the app's root: header,
 * heading and footer, shown before the script runs.
 */
export function renderPageHtml(template: string, siteUrl: string, head: PageHead): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // Functions as the replacements, so `$` in the page's texts is never read as a pattern.
  return withoutDefaults
    .replace(/<\/head>/i, () => `  ${headTags(siteUrl, head)}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/i,
      () => `<div id="root">${pageShell(head.path, head.heading)}</div>`,
    );
}
