import { listingDetailPath, listingKinds, type ListingKind } from '@sg-finance/contract';
import { catalogueOrder } from '../models/catalogue-order.js';
import { listingModel } from '../models/listing.model.js';
import { createReadCache, type ReadCache } from '../read-cache/index.js';
import type { PageLink } from './page-head.js';

interface Named {
  _id: unknown;
  slug: string;
  title: string;
  image?: string;
}

/** A list page's products as links, and the image of the first, which the page shows first. */
export interface ListLinks {
  links: PageLink[];
  leadImage: string | undefined;
}

/** Bytes a link holds in the cache, about: its texts in UTF-16 and the object around them. */
const linkSize = (link: PageLink) => 2 * (link.path.length + link.text.length) + 64;

/**
 * Each kind's products as links, in the list page's own order, for the first paint of the list:
 * a crawler or a reader without scripts reaches every product from it. Read once per change of
 * the kind's collection, through the read cache.
 */
export function createListLinks(): (kind: ListingKind) => Promise<ListLinks> {
  const caches = new Map<string, ReadCache>(
    listingKinds.map((kind) => [kind.key, createReadCache(kind.collection)]),
  );
  return async (kind) => {
    const view = await caches.get(kind.key)!.view();
    return view.get(
      'page links',
      async () => {
        const listings = await listingModel(kind)
          .find()
          .select('slug title image')
          .sort(catalogueOrder)
          .lean<Named[]>()
          .exec();
        return {
          links: listings.map((listing) => ({
            path: listingDetailPath(kind, { slug: listing.slug, _id: String(listing._id) }),
            text: listing.title,
          })),
          leadImage: listings[0]?.image || undefined,
        };
      },
      ({ links, leadImage }) =>
        links.reduce((total, link) => total + linkSize(link), 2 * (leadImage?.length ?? 0)),
    );
  };
}
