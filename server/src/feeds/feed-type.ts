import type { Request } from 'express';
import { ATOM_TYPE } from './atom-feeds.js';

const BROWSER_FEED_TYPE = 'application/xml; charset=utf-8';

/**
 * The type a feed is answered with. A browser shows `application/atom+xml` as plain text and
 * applies no stylesheet to it; as `application/xml` it draws the same document with its stylesheet
 * (`feed-stylesheet.ts`). A browser asks for HTML first; feed readers do not, and get Atom's type.
 * The answer varies by `Accept`, so caches keep the two apart.
 */
export function feedTypeFor(req: Request): string {
  return req.accepts([ATOM_TYPE, 'text/html']) === 'text/html' ? BROWSER_FEED_TYPE : ATOM_TYPE;
}
