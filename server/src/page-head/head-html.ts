import { siteName } from '@sg-finance/contract';
import { feedsOfPage } from '../feeds/site-feeds.js';
import { absoluteUrl, escapeHtml, scriptSafeJson } from './html-text.js';
import type { PageHead } from './page-head.js';
import { pageShell } from './page-shell.js';

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
 * The image a page shows first at the top (its largest paint): a product's or a post's own, a
 * list's first product's. Asked for with the HTML, not once the script has fetched the record.
 */
function imagePreload(image: string | undefined): string {
  return image
    ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`
    : '';
}

/**
 * An API call of the page's script, started with the HTML. `crossorigin` makes it the same
 * request as the script's `fetch` (same-origin credentials), which then takes its answer.
 */
function dataPreload(path: string): string {
  return `<link rel="preload" as="fetch" href="${escapeHtml(path)}" crossorigin="anonymous" />`;
}

/**
 * The tags of the head: title, description, the record's image and first API calls preloaded,
 * canonical address, feeds, Open Graph, Twitter, JSON-LD.
 */
export function headTags(siteUrl: string, head: PageHead): string {
  const title = fullTitle(head);
  const url = absoluteUrl(siteUrl, head.path);
  const image = head.image ? absoluteUrl(siteUrl, head.image) : undefined;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : '',
    imagePreload(head.leadImage ?? head.image),
    ...(head.dataPreloads ?? []).map(dataPreload),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...feedLinks(siteUrl, head.path),
    head.manifest ? `<link rel="manifest" href="${escapeHtml(head.manifest)}" />` : '',
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
    .replace(/<div id="root"><\/div>/i, () => `<div id="root">${pageShell(head)}</div>`);
}
