import type { ListingKind } from '../listing-kinds.js';

/** The Atom feed of every change of the catalogue's listings. */
export const changesFeedPath = '/feeds/changes.xml';

/** The Atom feed of the blog's posts. */
export const postsFeedPath = '/feeds/posts.xml';

/** The Atom feed of the merchant code reports administrators approve. */
export const merchantCodesFeedPath = '/feeds/merchant-codes.xml';

/** The Atom feed of one kind's listings, named as its list page: `/feeds/cards.xml`. */
export function kindFeedPath(kind: Pick<ListingKind, 'pageRoute'>): string {
  return `/feeds${kind.pageRoute}.xml`;
}

/** `GET /api/changes`: the latest changes of the catalogue, newest first. */
export const changesApiPath = '/api/changes';

/** `GET /api/changes/card/{slug}`: one listing's changes and its welcome offer over time. */
export function recordChangesApiPath(kindKey: string, slug: string): string {
  return `${changesApiPath}/${kindKey}/${encodeURIComponent(slug)}`;
}
