import type { PageLook } from '@sg-finance/contract';

/** What the server writes into the head of the app's HTML for one page. */
export interface PageHead {
  /** The page's own title, without the site's name; none for the home page. */
  title?: string | undefined;
  description: string;
  /** The page's path on the site, e.g. `/cards/hsbc-revolution-card`. */
  path: string;
  /** The record's image: a path under `/uploads/` or an absolute address. */
  image?: string | undefined;
  openGraphType: 'website' | 'article' | 'product';
  /** schema.org data of the page. */
  structuredData: object;
  /** Pages that are not for search engines: sign-in, search, the signed-in and admin pages. */
  noIndex?: boolean;
  /** The page's h1, written into the HTML so it shows before the script runs. */
  heading?: PageHeading | undefined;
  /** The web app manifest of a page that installs as an app. */
  manifest?: string | undefined;
  /**
   * The image a list page shows first at the top, its first product's: fetched with the HTML, as
   * a record's own `image` is.
   */
  leadImage?: string | undefined;
  /**
   * The API calls the page's script makes first (a plain list page's, `plainListCalls`): asked
   * for with the HTML, so the answers arrive with the script rather than after it.
   */
  dataPreloads?: readonly string[] | undefined;
  /** The links the page lists (a list page's products), written under its h1. */
  links?: readonly PageLink[] | undefined;
}

/**
 * The page's h1 as the app draws it: the home page's hero, the coloured banner of the lists, the
 * blog and the calculators, or a plain heading (a record, a page about the site).
 */
export interface PageHeading {
  text: string;
  look: PageLook;
  /** The line under it, where the app shows one at once (hero, banner, page about the site). */
  subheading?: string | undefined;
}

/** A link of the first paint: a product of a list page. */
export interface PageLink {
  path: string;
  text: string;
}

/** The page head and the HTTP status of one address of the app. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}
