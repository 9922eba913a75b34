import {
  listingKindByKey,
  listingKinds,
  type CatalogueChange,
  type ListingKind,
  type ListingKindKey,
  type OfferPoint,
  type RecordChangesAnswer,
} from '@sg-finance/contract';
import type { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { RevisionModel } from '../models/revision.model.js';
import type { CacheView } from '../read-cache/index.js';
import { ApiError } from '../utils/api-error.js';
import { capitalize } from '../utils/objects.js';
import {
  revisionChanges,
  type RevisionChange,
  type RevisionMeta,
  type RevisionStep,
} from './revision-changes.js';

/** Every change of one kind's published listings, and each listing's welcome offer over time. */
export interface KindChanges {
  /** Newest first. */
  changes: CatalogueChange[];
  /** Oldest first, by record id. */
  offers: Map<string, OfferPoint[]>;
}

interface PublishedListing {
  _id: Types.ObjectId;
  slug: string;
  title: string;
  category: string;
}

/** Newest first; saves of the same millisecond by revision id, so the order is stable. */
export function newestFirst(a: CatalogueChange, b: CatalogueChange): number {
  return b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
}

function addOfferPoint(offers: Map<string, OfferPoint[]>, recordId: string, point: OfferPoint) {
  const points = offers.get(recordId) ?? [];
  if (points.at(-1)?.value !== point.value || points.length === 0) points.push(point);
  offers.set(recordId, points);
}

/**
 * Each revision of the kind's listings that are published now, with the one before it of the
 * same record, in the order of their counters (the revisions' unique index); their documents
 * are left out, as only revisions the memo has not described yet need them.
 */
async function publishedSteps(kind: ListingKind, published: ReadonlySet<string>) {
  const revisions = await RevisionModel.find({ kind: kind.key })
    .select('recordId number at operation')
    .sort({ kind: 1, recordId: 1, number: 1 })
    .lean<RevisionMeta[]>();
  return revisions.flatMap((revision, index): RevisionStep[] => {
    if (!published.has(String(revision.recordId))) return [];
    const before = revisions[index - 1];
    const sameRecord = before && String(before.recordId) === String(revision.recordId);
    return [{ revision, previous: sameRecord ? before : null }];
  });
}

/**
 * Every change of the kind's listings that are published now, described by `revisionChanges`.
 * Saves that change nothing a visitor sees (priority, slug, image size) are left out; records
 * deleted since, and posts, never appear.
 */
export async function loadKindChanges(kind: ListingKind): Promise<KindChanges> {
  const listings = await listingModel(kind)
    .find()
    .select('_id slug title category')
    .lean<PublishedListing[]>();
  const published = new Map(listings.map((listing) => [String(listing._id), listing]));
  const steps = await publishedSteps(kind, new Set(published.keys()));
  const described = await revisionChanges(kind.key, steps);
  const changes: CatalogueChange[] = [];
  const offers = new Map<string, OfferPoint[]>();
  steps.forEach(({ revision }, index) => {
    const recordId = String(revision.recordId);
    const listing = published.get(recordId) as PublishedListing;
    const { described: change, offer } = described[index] as RevisionChange;
    const at = revision.at.toISOString();
    if (revision.operation !== 'delete') addOfferPoint(offers, recordId, { at, value: offer });
    if (!change) return;
    changes.push({
      id: String(revision._id),
      kind: kind.key,
      recordId,
      slug: listing.slug,
      title: listing.title,
      bank: listing.category,
      at,
      operation: revision.operation,
      ...change,
    });
  });
  changes.sort(newestFirst);
  return { changes, offers };
}

/** Bytes a kind's changes hold in the cache, roughly: their JSON as UTF-16. */
function kindChangesSize({ changes, offers }: KindChanges): number {
  return 2 * (JSON.stringify(changes).length + JSON.stringify([...offers]).length);
}

/** A kind's changes through the cache view, shared by every page, filter and feed. */
export function kindChanges(view: CacheView, kind: ListingKind): Promise<KindChanges> {
  return view.get(`changes of ${kind.key}`, () => loadKindChanges(kind), kindChangesSize);
}

export interface ChangesFilter {
  kind?: ListingKindKey | undefined;
  bank?: string | undefined;
}

/** The changes of every kind (or one), of one bank or all, newest first. */
export async function catalogueChanges(
  view: CacheView,
  { kind, bank }: ChangesFilter,
): Promise<CatalogueChange[]> {
  const kinds = kind ? [listingKindByKey(kind)] : listingKinds;
  const all = await Promise.all(kinds.map((each) => kindChanges(view, each)));
  const merged = all.flatMap(({ changes }) => changes);
  if (kinds.length > 1) merged.sort(newestFirst);
  if (bank === undefined) return merged;
  const wanted = bank.toLowerCase();
  return merged.filter((change) => change.bank.toLowerCase() === wanted);
}

/** One published listing's changes and welcome offer over time, or a 404. */
export async function recordChanges(
  view: CacheView,
  kind: ListingKind,
  slug: string,
): Promise<RecordChangesAnswer> {
  const listing = await listingModel(kind)
    .findOne({ slug: slug.toLowerCase() })
    .select('_id')
    .lean<{ _id: Types.ObjectId }>();
  if (!listing) throw new ApiError(404, `${capitalize(kind.noun)} not found`);
  const recordId = String(listing._id);
  const { changes, offers } = await kindChanges(view, kind);
  return {
    data: changes.filter((change) => change.recordId === recordId),
    offerHistory: offers.get(recordId) ?? [],
  };
}
