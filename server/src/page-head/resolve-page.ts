import {
  appOnlyPages,
  appOnlyPrefixes,
  appOnlyHeadings,
  calculatorPages,
  homeHeading,
  listPageTexts,
  pageTexts,
  siteDescription,
  siteName,
  sitePages,
} from '../config/site-pages.js';
import {
  infoPageDescriptions,
  infoPages,
  listingKinds,
  type ListingKind,
} from '@sg-finance/contract';
import { listingModel, type Listing } from '../models/listing.model.js';
import { PostModel, type Post } from '../models/post.model.js';
import { isObjectIdText } from '../utils/slug.js';
import { absoluteUrl } from './head-html.js';
import type { PageHead, PageHeading, ResolvedPage } from './page-head.js';

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

function plainPage(
  siteUrl: string,
  path: string,
  title: string | undefined,
  description: string,
  type = 'WebPage',
): PageHead {
  return {
    title,
    description,
    path,
    openGraphType: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': type,
      name: title ?? siteName,
      description,
      url: absoluteUrl(siteUrl, path),
    },
  };
}

function bySlugOrId(slugOrId: string) {
  return isObjectIdText(slugOrId) ? { _id: slugOrId } : { slug: slugOrId.toLowerCase() };
}

const plainHeading = (text: string): PageHeading => ({ text, look: 'plain' });

function listingHead(siteUrl: string, kind: ListingKind, listing: Listing, path: string): PageHead {
  const description =
    listing.subtitle.trim() || `${listing.title}: ${listPageTexts[kind.key].title}`;
  const offers = listing.rewardOffer.filter(
    (offer) => offer.description.trim() && offer.tag.trim() && offer.link.trim(),
  );
  return {
    title: listing.title,
    description,
    path,
    image: listing.image || undefined,
    openGraphType: 'product',
    heading: plainHeading(listing.title),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': kind.key === 'card' ? 'CreditCard' : 'FinancialProduct',
      name: listing.title,
      description,
      url: absoluteUrl(siteUrl, path),
      image: listing.image ? absoluteUrl(siteUrl, listing.image) : undefined,
      category: listPageTexts[kind.key].title,
      provider: { '@type': 'BankOrCreditUnion', name: listing.category },
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.tag,
        description: offer.description,
        url: offer.link,
      })),
    },
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

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function resolveListing(siteUrl: string, path: string, lower: string) {
  for (const kind of listingKinds) {
    if (lower === kind.pageRoute) {
      const { title, heading, description } = listPageTexts[kind.key];
      return {
        status: 200 as const,
        head: {
          ...plainPage(siteUrl, kind.pageRoute, title, description, 'CollectionPage'),
          heading: { text: heading, look: 'banner' as const, subheading: description },
        },
      };
    }
    if (!lower.startsWith(`${kind.pageRoute}/`)) continue;
    const slugOrId = decodedSegment(path.slice(kind.pageRoute.length + 1));
    if (slugOrId === null || slugOrId.includes('/')) return notFoundPage(path);
    const listing = await listingModel(kind).findOne(bySlugOrId(slugOrId)).lean<Listing>().exec();
    if (!listing) return notFoundPage(path);
    const canonical = `${kind.pageRoute}/${encodeURIComponent(listing.slug)}`;
    return { status: 200 as const, head: listingHead(siteUrl, kind, listing, canonical) };
  }
  return null;
}

async function resolvePost(siteUrl: string, path: string): Promise<ResolvedPage> {
  const slugOrId = decodedSegment(path.slice(sitePages.postPrefix.length));
  if (slugOrId === null || slugOrId === '' || slugOrId.includes('/')) return notFoundPage(path);
  const post = await PostModel.findOne(bySlugOrId(slugOrId)).lean<Post>().exec();
  if (!post) return notFoundPage(path);
  const canonical = `${sitePages.postPrefix}${encodeURIComponent(post.slug)}`;
  return { status: 200, head: postHead(siteUrl, post, canonical) };
}

function adminPages(): string[] {
  return [
    ...listingKinds.flatMap((kind) => [kind.createRoute, kind.updateRoute]),
    ...sitePages.adminRoutes,
  ].map((route) => route.toLowerCase());
}

/**
 * Which page of the app `path` is, with its head, or a 404 for an address the app does not have
 * or a record that does not exist. Routes are matched without regard to case, like the client's.
 */
export async function resolvePage(siteUrl: string, rawPath: string): Promise<ResolvedPage> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const lower = path.toLowerCase();
  if (lower === sitePages.home) {
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, sitePages.home, undefined, siteDescription, 'WebSite'),
        heading: { ...homeHeading, look: 'hero' },
      },
    };
  }
  if (lower === sitePages.blog) {
    const { title, description } = pageTexts.blog;
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, sitePages.blog, title, description, 'Blog'),
        heading: { text: title, look: 'banner', subheading: description },
      },
    };
  }
  if (lower === sitePages.changes) {
    const { title, description } = pageTexts.changes;
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, sitePages.changes, title, description, 'CollectionPage'),
        heading: plainHeading(title),
      },
    };
  }
  if (lower === sitePages.suggestRewards) {
    const { title, heading, description } = pageTexts.suggestRewards;
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, sitePages.suggestRewards, title, description),
        heading: plainHeading(heading),
      },
    };
  }
  const infoPage = infoPages.find((page) => page.path === lower);
  if (infoPage) {
    const type = infoPage.key === 'about' ? 'AboutPage' : 'WebPage';
    const description = infoPageDescriptions[infoPage.key];
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, infoPage.path, infoPage.title, description, type),
        heading: { text: infoPage.title, look: 'plain', subheading: description },
      },
    };
  }
  const calculator = calculatorPages.find((page) => page.path === lower);
  if (calculator) {
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, calculator.path, calculator.title, siteDescription),
        heading: { text: calculator.heading, look: 'banner' },
      },
    };
  }
  const appOnly =
    (appOnlyPages as readonly string[]).includes(lower) ||
    appOnlyPrefixes.some((prefix) => lower.startsWith(prefix)) ||
    adminPages().includes(lower);
  if (appOnly) {
    return {
      status: 200,
      head: {
        ...plainPage(siteUrl, path, undefined, siteDescription),
        noIndex: true,
        heading: appOnlyHeadings[lower] ? plainHeading(appOnlyHeadings[lower]) : undefined,
      },
    };
  }
  if (lower.startsWith(sitePages.postPrefix)) return resolvePost(siteUrl, path);
  return (await resolveListing(siteUrl, path, lower)) ?? notFoundPage(path);
}
