import type { FinancialProduct, Offer, WithContext } from 'schema-dts';
import {
  formatMoney,
  listingKindByKey,
  merchantEvidenceSentence,
  noMerchantEvidence,
  pageTexts,
  plainListCalls,
  siteDescription,
  siteName,
  termValueText,
  type CardTerms,
  type ListingKind,
  type SitePage,
} from '@sg-finance/contract';
import { listingModel, type Listing } from '../models/listing.model.js';
import { MerchantModel, type MerchantRecord } from '../models/merchant.model.js';
import { PostModel, type Post } from '../models/post.model.js';
import { bySlugOrId } from '../lib/slug.js';
import { absoluteUrl } from './html-text.js';
import { matchPage } from './match-page.js';
import type { ListLinks } from './list-links.js';
import type { PageHead, PageHeading, ResolvedPage } from './page-head.js';

/** A kind's products as links, for the first paint of its list page. */
export type ListLinksOf = (kind: ListingKind) => Promise<ListLinks>;

const notFoundPage = (path: string): ResolvedPage => ({
  status: 404,
  head: {
    title: 'Page not found',
    description: siteDescription,
    path,
    openGraphType: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Page not found',
    },
    noIndex: true,
    heading: { text: 'Page not found', look: 'plain' },
  },
});

const plainHeading = (text: string): PageHeading => ({ text, look: 'plain' });

/** The gift a card's terms promise new cardholders, as a schema.org offer. */
function welcomeOfferData(kind: ListingKind, listing: Listing): Offer[] {
  const welcome =
    kind.key === 'card' ? (listing.terms as CardTerms | undefined)?.welcome : undefined;
  if (!welcome) return [];
  const gift = termValueText({ value: welcome.value, unit: welcome.unit });
  const spend = welcome.minSpend === undefined ? '' : ` for ${formatMoney(welcome.minSpend)} spend`;
  const window = welcome.withinDays === undefined ? '' : ` within ${welcome.withinDays} days`;
  return [
    {
      '@type': 'Offer',
      name: 'Welcome gift',
      description: `${gift}${spend}${window}`,
      ...(listing.rewardOffer[0]?.expiresAt && { validThrough: listing.rewardOffer[0].expiresAt }),
    },
  ];
}

/**
 * A product page's schema.org data: the kind's own type (`CreditCard`, `LoanOrCredit`,
 * `DepositAccount`...), its provider, its welcome gift and its offers. Typed by `schema-dts`,
 * so a property the type does not have is a type error.
 */
function productData(
  siteUrl: string,
  kind: ListingKind,
  listing: Listing,
  path: string,
  description: string,
): WithContext<FinancialProduct> {
  const offers = listing.rewardOffer.filter(
    (offer) => offer.description.trim() && offer.tag.trim() && offer.link.trim(),
  );
  return {
    '@context': 'https://schema.org',
    '@type': kind.productSchemaType,
    name: listing.title,
    description,
    url: absoluteUrl(siteUrl, path),
    image: listing.image ? absoluteUrl(siteUrl, listing.image) : undefined,
    category: kind.listPage.title,
    provider: { '@type': 'BankOrCreditUnion', name: listing.category },
    offers: [
      ...welcomeOfferData(kind, listing),
      ...offers.map((offer): Offer => ({
        '@type': 'Offer',
        name: offer.tag,
        description: offer.description,
        url: offer.link,
        ...(offer.expiresAt && { validThrough: offer.expiresAt }),
      })),
    ],
  };
}

function listingHead(siteUrl: string, kind: ListingKind, listing: Listing, path: string): PageHead {
  const description = listing.subtitle.trim() || `${listing.title}: ${kind.listPage.title}`;
  return {
    title: listing.title,
    description,
    path,
    image: listing.image || undefined,
    openGraphType: 'product',
    heading: plainHeading(listing.title),
    structuredData: productData(siteUrl, kind, listing, path, description),
  };
}

function postHead(siteUrl: string, post: Post, path: string): PageHead {
  const description = post.description.trim() || post.title;
  return {
    title: post.title,
    description,
    path,
    image: post.image || undefined,
    openGraphType: 'article',
    heading: plainHeading(post.title),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      url: absoluteUrl(siteUrl, path),
      image: post.image ? absoluteUrl(siteUrl, post.image) : undefined,
      author: post.author ? { '@type': 'Person', name: post.author } : undefined,
      datePublished: post.createdAt.toISOString(),
      dateModified: post.updatedAt.toISOString(),
      keywords: post.tags.join(', ') || undefined,
    },
  };
}

function merchantHead(siteUrl: string, merchant: MerchantRecord, path: string): PageHead {
  const description =
    merchantEvidenceSentence(merchant.evidence ?? noMerchantEvidence) ??
    `The merchant category code ${merchant.name} charges are reported with, and which card pays most there.`;
  return {
    title: `${merchant.name}: merchant category code`,
    description,
    path,
    openGraphType: 'website',
    heading: plainHeading(merchant.name),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: merchant.name,
      description,
      url: absoluteUrl(siteUrl, path),
    },
  };
}

async function recordPage(
  siteUrl: string,
  page: SitePage,
  slugOrId: string,
  path: string,
): Promise<ResolvedPage> {
  const prefix = page.path.slice(0, page.path.lastIndexOf('/') + 1);
  if (page.record === 'post') {
    const post = await PostModel.findOne(bySlugOrId(slugOrId)).lean<Post>().exec();
    if (!post) return notFoundPage(path);
    return {
      status: 200,
      head: postHead(siteUrl, post, `${prefix}${encodeURIComponent(post.slug)}`),
    };
  }
  if (page.record === 'merchant') {
    const merchant = await MerchantModel.findOne(bySlugOrId(slugOrId))
      .lean<MerchantRecord>()
      .exec();
    if (!merchant) return notFoundPage(path);
    return {
      status: 200,
      head: merchantHead(siteUrl, merchant, `${prefix}${encodeURIComponent(merchant.slug)}`),
    };
  }
  const kind = listingKindByKey(page.kind!);
  const listing = await listingModel(kind).findOne(bySlugOrId(slugOrId)).lean<Listing>().exec();
  if (!listing) return notFoundPage(path);
  const canonical = `${prefix}${encodeURIComponent(listing.slug)}`;
  return { status: 200, head: listingHead(siteUrl, kind, listing, canonical) };
}

/**
 * The head of a page of the table that is not a record's: a public page's title, description and
 * schema.org type; a page behind sign-in, or not for search engines, is marked `noindex` and
 * named by its h1.
 */
function tablePageHead(siteUrl: string, page: SitePage, path: string): PageHead {
  const texts = pageTexts(page);
  const isPublic = page.audience === 'anyone' && !texts.noIndex;
  const canonical = page.path.includes(':') ? path : page.path;
  const title = page.name === 'home' ? undefined : (texts.title ?? texts.heading);
  const description = texts.description ?? siteDescription;
  return {
    title,
    description,
    path: canonical,
    openGraphType: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': texts.schemaType ?? 'WebPage',
      name: title ?? siteName,
      description,
      url: absoluteUrl(siteUrl, canonical),
    },
    ...(isPublic ? {} : { noIndex: true }),
    ...(texts.manifest && { manifest: texts.manifest }),
    heading: { text: texts.heading, look: texts.look, subheading: texts.subheading },
  };
}

/**
 * Which page of the table `path` is, with its head and, for a list page, its products' links; or
 * a 404 for an address the table does not have or a record that does not exist. Routes are
 * matched without regard to case, like the client's. A list page whose address has no query
 * (`plainAddress`) preloads its first API calls.
 */
export async function resolvePage(
  siteUrl: string,
  rawPath: string,
  listLinks: ListLinksOf,
  { plainAddress = false }: { plainAddress?: boolean } = {},
): Promise<ResolvedPage> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const match = matchPage(path);
  if (!match) return notFoundPage(path);
  const { page, params } = match;
  if (page.record) return recordPage(siteUrl, page, params.slugOrId!, path);
  const head = tablePageHead(siteUrl, page, path);
  if (page.name !== 'listingList') return { status: 200, head };
  const kind = listingKindByKey(page.kind!);
  const { links, leadImage } = await listLinks(kind);
  const dataPreloads = plainAddress ? plainListCalls(kind) : undefined;
  return { status: 200, head: { ...head, links, leadImage, dataPreloads } };
}
