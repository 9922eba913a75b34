import {
  adminPathPrefix,
  infoPages,
  listingKinds,
  pagePath,
  merchantPathPrefix,
  postPathPrefix,
  sitePages,
  type ListingKind,
} from '@sg-finance/contract';
import { catalogueOrder } from '../models/catalogue-order.js';
import { listingModel } from '../models/listing.model.js';
import { MerchantModel } from '../models/merchant.model.js';
import { PostModel } from '../models/post.model.js';

/** One page of the sitemap: its path on the site and, for a record, when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date | undefined;
}

interface Dated {
  slug: string;
  updatedAt: Date;
}

const xmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character]!);
}

/** The sitemaps.org XML of `pages`, their addresses absolute under `siteUrl`. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const entries = pages.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function detailPages(prefix: string, records: readonly Dated[]): SitemapPage[] {
  return records.map(({ slug, updatedAt }) => ({
    path: `${prefix}${encodeURIComponent(slug)}`,
    lastModified: updatedAt,
  }));
}

async function kindPages(kind: ListingKind): Promise<SitemapPage[]> {
  const listings = await listingModel(kind)
    .find()
    .select('-_id slug updatedAt')
    .sort(catalogueOrder)
    .lean<Dated[]>()
    .exec();
  return [{ path: kind.pageRoute }, ...detailPages(`${kind.pageRoute}/`, listings)];
}

/**
 * Every public page: home, each list and listing, the blog and each post, the suggest page, the
 * latest changes, each merchant's page and the pages about the site.
 */
export async function publicPages(): Promise<SitemapPage[]> {
  const [kinds, posts, merchants] = await Promise.all([
    Promise.all(listingKinds.map(kindPages)),
    PostModel.find().select('-_id slug updatedAt').sort(catalogueOrder).lean<Dated[]>().exec(),
    MerchantModel.find().select('-_id slug updatedAt').sort({ slug: 1 }).lean<Dated[]>().exec(),
  ]);
  return [
    { path: pagePath('home') },
    ...kinds.flat(),
    { path: pagePath('blog') },
    ...detailPages(postPathPrefix, posts),
    { path: pagePath('suggestRewards') },
    { path: pagePath('changes') },
    ...detailPages(merchantPathPrefix, merchants),
    ...infoPages.map(({ path }) => ({ path })),
  ];
}

/**
 * The addresses crawlers stay out of: every administrator's page (those under `/admin` as that one
 * prefix) and the signed-in user's own pages under `/me`.
 */
function privatePrefixes(): string[] {
  const adminPaths = sitePages
    .filter((page) => page.audience === 'admin')
    .map((page) => (page.path.startsWith(`${adminPathPrefix}/`) ? adminPathPrefix : page.path));
  return [...new Set([adminPathPrefix, pagePath('wallet'), ...adminPaths])];
}

/** Lets every crawler in except on the administrator's and the user's own pages, and names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
