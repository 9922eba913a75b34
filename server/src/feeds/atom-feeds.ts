import {
  fillPath,
  formatDate,
  listingDetailPath,
  pagePath,
  siteName,
  listingKindByKey,
  paymentChannelWords,
  type CatalogueChange,
  type MerchantReport,
  type FieldChange,
  withoutXmlForbiddenCharacters,
} from '@sg-finance/contract';
import { Feed, type Item } from 'feed';
import type { Post } from '../models/post.model.js';
import { absoluteUrl, escapeHtml } from '../page-head/html-text.js';
import { richTextToHtml } from '../lib/rich-text-html.js';
import { withFeedStylesheet } from './feed-stylesheet.js';
import type { SiteFeed } from './site-feeds.js';

/** How many entries a feed holds: the latest ones. */
export const FEED_ENTRIES = 50;

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/** Text as HTML, lines kept: a feed's titles and contents are HTML. */
function html(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

function changeLine({ label, before, after }: FieldChange): string {
  if (before === null) return `${html(label)}: ${html(after ?? '')}`;
  if (after === null) return `${html(label)}: removed (was ${html(before)})`;
  return `${html(label)}: ${html(before)} → ${html(after)}`;
}

function changeEntry(siteUrl: string, change: CatalogueChange): Item {
  const page = absoluteUrl(
    siteUrl,
    listingDetailPath(listingKindByKey(change.kind), { slug: change.slug, _id: change.recordId }),
  );
  const lines = change.changes.map((field) => `<li>${changeLine(field)}</li>`).join('');
  return {
    title: html(`${change.title}: ${change.summary}`),
    id: `${page}#change-${change.id}`,
    link: page,
    date: new Date(change.at),
    description: html(change.summary),
    content: `<p>${html(change.summary)}</p>${lines && `<ul>${lines}</ul>`}`,
    category: [{ term: change.kind }, { term: change.bank }],
  };
}

/** Addresses of the site's own files (`/uploads/...`) made absolute, as a reader needs them. */
function absoluteAddresses(siteUrl: string, bodyHtml: string): string {
  return bodyHtml.replace(
    /\b(src|href)="\/(?!\/)/g,
    (_match, name: string) => `${name}="${siteUrl}/`,
  );
}

function postEntry(siteUrl: string, post: Post): Item {
  const page = absoluteUrl(siteUrl, fillPath(pagePath('post'), { slugOrId: post.slug }));
  return {
    title: html(post.title),
    id: page,
    link: page,
    date: post.updatedAt,
    published: post.createdAt,
    description: post.description ? html(post.description) : undefined,
    content: absoluteAddresses(siteUrl, richTextToHtml(post.richTextDescription)),
    author: post.author ? [{ name: post.author }] : undefined,
    category: post.tags.map((tag) => ({ term: tag })),
  };
}

function merchantCodeEntry(siteUrl: string, report: MerchantReport & { approvedAt: Date }): Item {
  const page = absoluteUrl(
    siteUrl,
    fillPath(pagePath('merchant'), { slugOrId: report.merchant.slug }),
  );
  const code = report.mcc ? `MCC ${report.mcc}` : `“${report.statementText}”`;
  const line = `${code}, paid ${paymentChannelWords[report.channel]} with ${report.card.title} on ${formatDate(report.day)}`;
  return {
    title: html(`${report.merchant.name}: ${code}`),
    id: `${page}#report-${report._id}`,
    link: page,
    date: report.approvedAt,
    description: html(line),
    content: `<p>${html(line)}</p>`,
  };
}

/** An Atom 1.0 document of `entries`; it was updated when its latest entry was. */
function atom(siteUrl: string, feed: SiteFeed, entries: Item[]): string {
  const document = new Feed({
    id: absoluteUrl(siteUrl, feed.path),
    title: feed.title,
    link: absoluteUrl(siteUrl, feed.pagePath),
    feedLinks: { atom: absoluteUrl(siteUrl, feed.path) },
    updated: new Date(Math.max(0, ...entries.map((entry) => entry.date.getTime()))),
    author: { name: siteName, link: siteUrl },
    generator: siteName,
  });
  for (const entry of entries) document.addItem(entry);
  // A character XML forbids, stored before texts refused them, would make the feed unreadable.
  return withFeedStylesheet(withoutXmlForbiddenCharacters(document.atom1()));
}

/** The feed of catalogue changes (all kinds or one), newest first. */
export function changesAtom(siteUrl: string, feed: SiteFeed, changes: CatalogueChange[]): string {
  return atom(
    siteUrl,
    feed,
    changes.slice(0, FEED_ENTRIES).map((change) => changeEntry(siteUrl, change)),
  );
}

/** The blog's feed: `posts`, newest first. */
export function postsAtom(siteUrl: string, feed: SiteFeed, posts: Post[]): string {
  return atom(
    siteUrl,
    feed,
    posts.map((post) => postEntry(siteUrl, post)),
  );
}

/** The feed of merchant code reports, the latest approved first. */
export function merchantCodesAtom(
  siteUrl: string,
  feed: SiteFeed,
  reports: (MerchantReport & { approvedAt: Date })[],
): string {
  return atom(
    siteUrl,
    feed,
    reports.map((report) => merchantCodeEntry(siteUrl, report)),
  );
}
