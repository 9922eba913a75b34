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
  structuredData: Record<string, unknown>;
  /** Pages that are not for search engines: sign-in, search, the administrator's forms. */
  noIndex?: boolean;
  /** The page's h1, written into the HTML so it shows before the script runs. */
  heading?: PageHeading | undefined;
}

/**
 * The page's h1 as the app draws it: the home page's hero, the coloured banner of the lists, the
 * blog and the calculators, or a plain heading (a record, a page about the site).
 */
export interface PageHeading {
  text: string;
  look: 'hero' | 'banner' | 'plain';
  /** The line under it, where the app shows one at once (hero, banner, page about the site). */
  subheading?: string | undefined;
}

/** The page head and the HTTP status of one address of the app. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}
