import {
  describeChanges,
  lifecycleSummary,
  listingKindByKey,
  listingKinds,
  welcomeOfferValue,
  type CatalogueChange,
  type DescribedChanges,
  type ListingKind,
  type ListingKindKey,
  type OfferPoint,
  type RecordChangesAnswer,
} from '@sg-finance/contract';
import type { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { RevisionModel, type RevisionEntry } from '../models/revision.model.js';
import type { CacheView } from '../read-cache/index.js';
import { ApiError } from '../utils/api-error.js';
import { capitalize } from '../utils/objects.js';

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

type RevisionDocument = RevisionEntry & { _id: Types.ObjectId };

/** Newest first; saves of the same millisecond by revision id, so the order is stable. */
export function newestFirst(a: CatalogueChange, b: CatalogueChange): number {
  return b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
}

/**
 * The change a revision made to the state before it (`previous`, null for the first): a creation
 * or a return after a delete reads as added to the catalogue, a delete as removed from it, and
 * their summary says it all, so their fields are not listed; null for a save that changed nothing
 * a visitor sees.
 */
function describeRevision(
  key: ListingKindKey,
  revision: RevisionDocument,
  previous: RevisionDocument | null,
): DescribedChanges | null {
  if (revision.operation === 'delete')
    return { changes: [], summary: lifecycleSummary(key, 'removed') };
  if (!previous || previous.operation === 'delete') {
    return { changes: [], summary: lifecycleSummary(key, 'added') };
  }
  const described = describeChanges(key, previous.document, revision.document);
  return described.changes.length > 0 ? described : null;
}

function addOfferPoint(offers: Map<string, OfferPoint[]>, recordId: string, point: OfferPoint) {
  const points = offers.get(recordId) ?? [];
  if (points.at(-1)?.value !== point.value || points.length === 0) points.push(point);
  offers.set(recordId, points);
}

/**
 * Reads every revision of the kind's listings that are published now, one record at a time in
 * the order of their counters (the revisions' unique index), keeping only the previous state in
 * memory. Saves that change nothing a visitor sees (priority, slug, image size) are left out;
 * records deleted since, and posts, never appear.
 */
export async function loadKindChanges(kind: ListingKind): Promise<KindChanges> {
  const listings = await listingModel(kind)
    .find()
    .select('_id slug title category')
    .lean<PublishedListing[]>();
  const published = new Map(listings.map((listing) => [String(listing._id), listing]));
  const changes: CatalogueChange[] = [];
  const offers = new Map<string, OfferPoint[]>();
  let previous: RevisionDocument | null = null;
  const revisions = RevisionModel.find({ kind: kind.key })
    .sort({ kind: 1, recordId: 1, number: 1 })
    .lean<RevisionDocument>()
    .cursor();
  for await (const revision of revisions) {
    const recordId = String(revision.recordId);
    const before = previous && String(previous.recordId) === recordId ? previous : null;
    previous = revision;
    const listing = published.get(recordId);
    if (!listing) continue;
    const at = revision.at.toISOString();
    if (revision.operation !== 'delete') {
      addOfferPoint(offers, recordId, {
        at,
        value: welcomeOfferValue(kind.key, revision.document),
      });
    }
    const described = describeRevision(kind.key, revision, before);
    if (!described) continue;
    changes.push({
      id: String(revision._id),
      kind: kind.key,
      recordId,
      slug: listing.slug,
      title: listing.title,
      bank: listing.category,
      at,
      operation: revision.operation,
      ...described,
    });
  }
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
