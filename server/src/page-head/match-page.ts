import { sitePages, type SitePage } from '@sg-finance/contract';

/** A page of the table that an address is, with the values of its `:name` segments. */
export interface MatchedPage {
  page: SitePage;
  params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchOne(page: SitePage, segments: readonly string[]): MatchedPage | null {
  const pattern = segmentsOf(page.path);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) {
      const value = decoded(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return { page, params };
}

/** How many of a pattern's segments are fixed words: the router prefers `/cards/finder` to `/cards/:slugOrId`. */
const fixedSegments = (page: SitePage) =>
  segmentsOf(page.path).filter((part) => !part.startsWith(':')).length;

/**
 * The page of the table at `path`, as the client's router picks it: without regard to case, a
 * trailing slash ignored, and a pattern with more fixed words winning over one with fewer.
 */
export function matchPage(path: string): MatchedPage | null {
  const segments = segmentsOf(path);
  let best: MatchedPage | null = null;
  for (const page of sitePages) {
    const match = matchOne(page, segments);
    if (match && (!best || fixedSegments(page) > fixedSegments(best.page))) best = match;
  }
  return best;
}
