import {
  daysSinceVerified,
  listingKinds,
  mayBeOutOfDate,
  singaporeToday,
  type ListingKind,
  type NeedsCheckingItem,
  type TermSource,
} from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { ApiError } from '../lib/api-error.js';
import { capitalize } from '../lib/objects.js';
import { adminActor } from '../middleware/auth.js';
import { listingModel } from '../models/listing.model.js';
import { bumpCollectionVersion } from '../read-cache/index.js';
import {
  SourceCheckModel,
  sourceCheckId,
  type SourceCheckRecord,
} from '../models/source-check.model.js';
import type { ListingService } from '../services/listing.service.js';
import { openFinding } from '../services/source-watch/open-finding.js';

interface StoredListing {
  _id: { toString(): string };
  title: string;
  slug: string;
  category: string;
  terms?: { source?: TermSource };
}

/** Listings with a finding of the source watch first, then never checked, then oldest check. */
function mostUrgentFirst(a: NeedsCheckingItem, b: NeedsCheckingItem): number {
  if (Boolean(a.source) !== Boolean(b.source)) return a.source ? -1 : 1;
  if (a.verifiedAt === b.verifiedAt) return a.title.localeCompare(b.title);
  if (a.verifiedAt === undefined) return -1;
  if (b.verifiedAt === undefined) return 1;
  return a.verifiedAt.localeCompare(b.verifiedAt);
}

async function checksOf(kind: ListingKind): Promise<Map<string, SourceCheckRecord>> {
  const checks = await SourceCheckModel.find({ kind: kind.key }).lean<SourceCheckRecord[]>();
  return new Map(checks.map((check) => [check.listingId.toString(), check]));
}

/**
 * The administrators' list of listings whose terms may be out of date: a source page that
 * changed or could not be read, or terms not checked for more than 90 days, or never.
 */
export async function listNeedsChecking(_req: Request, res: Response) {
  const now = new Date();
  const lists = await Promise.all(
    listingKinds.map(async (kind) => {
      const [listings, checks] = await Promise.all([
        listingModel(kind)
          .find({}, { title: 1, slug: 1, category: 1, 'terms.source': 1 })
          .lean<StoredListing[]>(),
        checksOf(kind),
      ]);
      return listings.flatMap((listing): NeedsCheckingItem[] => {
        const verifiedAt = listing.terms?.source?.verifiedAt;
        const source = openFinding(checks.get(listing._id.toString()), verifiedAt);
        if (!source && !mayBeOutOfDate(verifiedAt, now)) return [];
        return [
          {
            kind: kind.key,
            _id: listing._id.toString(),
            title: listing.title,
            slug: listing.slug,
            category: listing.category,
            ...(verifiedAt && {
              verifiedAt,
              daysSinceVerified: daysSinceVerified(verifiedAt, now),
            }),
            ...(source && { source }),
          },
        ];
      });
    }),
  );
  res.setHeader('Cache-Control', 'no-store');
  res.json(lists.flat().sort(mostUrgentFirst));
}

function kindOf(key: string): ListingKind {
  const kind = listingKinds.find((candidate) => candidate.key === key);
  if (!kind) {
    throw new ApiError(
      400,
      `kind: must be one of ${listingKinds.map((candidate) => candidate.key).join(', ')}`,
    );
  }
  return kind;
}

/**
 * "Re-verified": an administrator checked the listing's terms against its source page today. The
 * check moves `verifiedAt` through the listing's own save (a revision records who and when) and
 * settles what the watch had found; the next fetch compares with the page as it is now.
 */
export function createReVerifiedController(services: ReadonlyMap<string, ListingService>) {
  return async (req: Request<{ kind: string; id: string }>, res: Response) => {
    const kind = kindOf(req.params.kind);
    const service = services.get(kind.key)!;
    const listing = await service.findBySlugOrId(req.params.id);
    const source = listing.terms?.source;
    if (!source) throw new ApiError(400, 'This listing has no source page to re-verify.');
    const actor = adminActor(res);
    const verifiedAt = singaporeToday();
    await service.update(
      {
        id: listing._id.toString(),
        terms: { ...listing.terms, source: { ...source, verifiedAt, verifiedBy: actor.name } },
      },
      actor,
    );
    await SourceCheckModel.updateOne(
      { _id: sourceCheckId(kind.key, listing._id.toString()) },
      { $unset: { changedAt: 1, diff: 1, missingQuotes: 1 } },
    );
    // The save above emptied the listing's cached answers; one read since may hold the notice.
    await bumpCollectionVersion(kind.collection);
    res.json({ verifiedAt });
  };
}

/** When the listing's source page changed with no check since, for the visitors' notice. */
export async function sourceChangeOf(req: Request<{ kind: string; id: string }>, res: Response) {
  const kind = kindOf(req.params.kind);
  const listing = await listingModel(kind)
    .findById(req.params.id, { 'terms.source.verifiedAt': 1 })
    .lean<StoredListing>();
  if (!listing) throw new ApiError(404, `${capitalize(kind.noun)} not found`);
  const check = await SourceCheckModel.findById(
    sourceCheckId(kind.key, req.params.id),
  ).lean<SourceCheckRecord>();
  const finding = openFinding(check ?? undefined, listing.terms?.source?.verifiedAt);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.json(finding?.changedAt ? { changedOn: singaporeToday(new Date(finding.changedAt)) } : {});
}
