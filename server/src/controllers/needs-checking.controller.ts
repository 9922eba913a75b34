import {
  daysSinceVerified,
  listingKinds,
  mayBeOutOfDate,
  type NeedsCheckingItem,
  type TermSource,
} from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { listingModel } from '../models/listing.model.js';

interface StoredListing {
  _id: { toString(): string };
  title: string;
  slug: string;
  category: string;
  terms?: { source?: TermSource };
}

/** Never checked first, then the oldest check first. */
function oldestFirst(a: NeedsCheckingItem, b: NeedsCheckingItem): number {
  if (a.verifiedAt === b.verifiedAt) return a.title.localeCompare(b.title);
  if (a.verifiedAt === undefined) return -1;
  if (b.verifiedAt === undefined) return 1;
  return a.verifiedAt.localeCompare(b.verifiedAt);
}

/**
 * The administrators' list of listings whose terms may be out of date: not checked against their
 * source for more than 90 days, or never.
 */
export async function listNeedsChecking(_req: Request, res: Response) {
  const now = new Date();
  const lists = await Promise.all(
    listingKinds.map(async (kind) => {
      const listings = await listingModel(kind)
        .find({}, { title: 1, slug: 1, category: 1, 'terms.source': 1 })
        .lean<StoredListing[]>();
      return listings
        .filter((listing) => mayBeOutOfDate(listing.terms?.source?.verifiedAt, now))
        .map((listing): NeedsCheckingItem => {
          const verifiedAt = listing.terms?.source?.verifiedAt;
          return {
            kind: kind.key,
            _id: listing._id.toString(),
            title: listing.title,
            slug: listing.slug,
            category: listing.category,
            ...(verifiedAt && {
              verifiedAt,
              daysSinceVerified: daysSinceVerified(verifiedAt, now),
            }),
          };
        });
    }),
  );
  res.setHeader('Cache-Control', 'no-store');
  res.json(lists.flat().sort(oldestFirst));
}
