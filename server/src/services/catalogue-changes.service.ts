import {
  listingKindByKey,
  listingKinds,
  type CatalogueChange,
  type ListingKind,
  type ListingKindKey,
  type OfferPoint,
  type RecordChangesAnswer,
} from '@sg-finance/contract';
import mongoose, { Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { RevisionModel } from '../models/revision.model.js';
import type { CacheView } from '../read-cache/index.js';
import { ApiError } from '../lib/api-error.js';
import { capitalize } from '../lib/objects.js';
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
  /** Each published listing's changes, newest first, by record id. */
  byRecord: Map<string, CatalogueChange[]>;
}

interface PublishedListing {
  _id: Types.ObjectId;
  slug: string;
  title: string;
  category: string;
}

/**
 * Newest first; saves of the same millisecond by revision id, so the order is stable. (Both are
 * texts of one fixed form, ISO times and hexadecimal ids, so their plain order is the one meant.)
 */
export function newestFirst(a: CatalogueChange, b: CatalogueChange): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

/** Lists each sorted by `newestFirst`, merged into one in that order. */
function mergeNewestFirst(lists: readonly (readonly CatalogueChange[])[]): CatalogueChange[] {
  const filled = lists.filter((list) => list.length > 0);
  if (filled.length <= 1) return [...(filled[0] ?? [])];
  const merged: CatalogueChange[] = [];
  const heads = filled.map(() => 0);
  for (;;) {
    let pick: CatalogueChange | undefined;
    let from = -1;
    for (let at = 0; at < filled.length; at++) {
      const head = (filled[at] as readonly CatalogueChange[])[heads[at] as number];
      if (head && (!pick || newestFirst(head, pick) < 0)) {
        pick = head;
        from = at;
      }
    }
    if (!pick) return merged;
    merged.push(pick);
    heads[from] = (heads[from] as number) + 1;
  }
}

function addOfferPoint(points: OfferPoint[], point: OfferPoint) {
  if (points.at(-1)?.value !== point.value || points.length === 0) points.push(point);
}

/**
 * Seconds before the newest revision read that a catch-up reads again: a revision whose id was
 * made that much earlier (another instance's clock, a slow write) but written since is not missed.
 * Revisions read before are known by id and not described twice.
 */
const CATCH_UP_WINDOW_SECONDS = 30;

/** A published listing's changes (newest first) and its welcome offer over time. */
async function recordsChanges(
  kind: ListingKind,
  listings: readonly PublishedListing[],
  revisions: readonly RevisionMeta[],
) {
  const published = new Map(listings.map((listing) => [String(listing._id), listing]));
  const steps = revisions.flatMap((revision, index): RevisionStep[] => {
    if (!published.has(String(revision.recordId))) return [];
    const before = revisions[index - 1];
    const sameRecord = before && String(before.recordId) === String(revision.recordId);
    return [{ revision, previous: sameRecord ? before : null }];
  });
  const described = await revisionChanges(kind.key, steps);
  const byRecord = new Map<string, CatalogueChange[]>();
  const offers = new Map<string, OfferPoint[]>();
  steps.forEach(({ revision }, index) => {
    const recordId = String(revision.recordId);
    const listing = published.get(recordId) as PublishedListing;
    const { described: change, offer } = described[index] as RevisionChange;
    const at = revision.at.toISOString();
    if (revision.operation !== 'delete') {
      const points = offers.get(recordId) ?? [];
      addOfferPoint(points, { at, value: offer });
      offers.set(recordId, points);
    }
    if (!change) return;
    const changes = byRecord.get(recordId) ?? [];
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
    byRecord.set(recordId, changes);
  });
  for (const changes of byRecord.values()) changes.sort(newestFirst);
  return { byRecord, offers };
}

const revisionFields = 'recordId number at operation';

const byNumber = (a: RevisionMeta, b: RevisionMeta) => a.number - b.number;
const listingFields = '_id slug title category';

/**
 * One kind's changes, kept between reads and brought up to date from the revisions written
 * since its mark (the newest revision it read): the listings those revisions are of are read
 * again, with all their revisions, and only their changes are worked out again. The first read
 * of the process reads every listing and revision of the kind, and so does a read that misses a
 * revision it read before within the window. Every instance keeps its own, so each catches up
 * from its own mark.
 */
export class KindChangesStore {
  private current: KindChanges = { changes: [], offers: new Map(), byRecord: new Map() };
  /** Ids of the revisions read, so that those read again within the window are passed over. */
  private readonly known = new Set<string>();
  /** The newest revision read (or the first read's time, when there was none); none before. */
  private mark: Types.ObjectId | undefined;
  /** The revisions read that are within the window before the mark: a catch-up reads them again. */
  private recent: { id: string; time: number }[] = [];
  /** Catch-ups run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly kind: ListingKind) {}

  read(): Promise<KindChanges> {
    const next = this.queue.then(() => this.catchUp());
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async catchUp(): Promise<KindChanges> {
    if (!this.mark) return this.loadAll();
    const since = Types.ObjectId.createFromTime(
      this.mark.getTimestamp().getTime() / 1000 - CATCH_UP_WINDOW_SECONDS,
    );
    // By id alone, a range of the primary index; the other kinds' few are set aside after.
    const inWindow = await RevisionModel.find({ _id: mongoose.trusted({ $gte: since }) })
      .select('_id kind recordId')
      .lean<(Pick<RevisionMeta, '_id' | 'recordId'> & { kind: string })[]>();
    const written = inWindow.filter((revision) => revision.kind === this.kind.key);
    const found = new Set(written.map((revision) => String(revision._id)));
    // A revision read before that is gone (a delete that lost its race, a restored backup): the
    // kind is read again whole.
    const sinceTime = since.getTimestamp().getTime();
    if (this.recent.some(({ id, time }) => time >= sinceTime && !found.has(id))) {
      return this.loadAll();
    }
    const unknown = written.filter((revision) => !this.known.has(String(revision._id)));
    // Every revision up to the newest of any kind in the window has been seen: the next window
    // starts from there, so a kind seldom written does not read the others' again and again.
    for (const { _id } of inWindow) {
      if (_id.getTimestamp() > (this.mark as Types.ObjectId).getTimestamp()) this.mark = _id;
    }
    if (unknown.length === 0) return this.current;
    const records = new Set(unknown.map((revision) => String(revision.recordId)));
    const ids = [...records];
    const [listings, ...ofRecords] = await Promise.all([
      listingModel(this.kind)
        .find({ _id: mongoose.trusted({ $in: ids }) })
        .select(listingFields)
        .lean<PublishedListing[]>(),
      // One record at a time: an equality on the index's first two fields, whatever the size.
      ...ids.map((recordId) =>
        RevisionModel.find({ kind: this.kind.key, recordId })
          .select(revisionFields)
          .lean<RevisionMeta[]>(),
      ),
    ]);
    const revisions = ofRecords.flatMap((ofRecord) => ofRecord.sort(byNumber));
    await this.replace(records, listings, revisions);
    return this.current;
  }

  /** Reads every listing and revision of the kind, as at the first read. */
  private async loadAll(): Promise<KindChanges> {
    const [listings, revisions] = await Promise.all([
      listingModel(this.kind).find().select(listingFields).lean<PublishedListing[]>(),
      RevisionModel.find({ kind: this.kind.key })
        .select(revisionFields)
        .sort({ kind: 1, recordId: 1, number: 1 })
        .lean<RevisionMeta[]>(),
    ]);
    this.current = { changes: [], offers: new Map(), byRecord: new Map() };
    this.known.clear();
    this.mark = undefined;
    this.recent = [];
    await this.replace(null, listings, revisions);
    return this.current;
  }

  /** Puts the changes of `records` (every record when null) as the listings and revisions say. */
  private async replace(
    records: ReadonlySet<string> | null,
    listings: readonly PublishedListing[],
    revisions: readonly RevisionMeta[],
  ): Promise<void> {
    const { byRecord, offers } = await recordsChanges(this.kind, listings, revisions);
    for (const revision of revisions) {
      this.known.add(String(revision._id));
      if (!this.mark || revision._id.getTimestamp() > this.mark.getTimestamp()) {
        this.mark = revision._id;
      }
    }
    // A kind without revisions yet catches up from now, not by reading everything again.
    this.mark ??= new Types.ObjectId();
    const windowStart = (this.mark?.getTimestamp().getTime() ?? 0) - 1000 * CATCH_UP_WINDOW_SECONDS;
    this.recent = [
      ...this.recent,
      ...revisions.map(({ _id }) => ({ id: String(_id), time: _id.getTimestamp().getTime() })),
    ].filter(({ time }) => time >= windowStart);
    const { current } = this;
    for (const recordId of records ?? current.byRecord.keys()) {
      current.byRecord.delete(recordId);
      current.offers.delete(recordId);
    }
    for (const [recordId, changes] of byRecord) current.byRecord.set(recordId, changes);
    for (const [recordId, points] of offers) current.offers.set(recordId, points);
    const kept = records ? current.changes.filter((change) => !records.has(change.recordId)) : [];
    const added = [...byRecord.values()].flat().sort(newestFirst);
    // A new list, so that a read still using the one before sees it whole.
    current.changes = mergeNewestFirst([kept, added]);
  }
}

const stores = new Map(listingKinds.map((kind) => [kind.key, new KindChangesStore(kind)]));

/**
 * Every change of the kind's listings that are published now, described by `revisionChanges`.
 * Saves that change nothing a visitor sees (priority, slug, image size) are left out; records
 * deleted since, and posts, never appear.
 */
export function loadKindChanges(kind: ListingKind): Promise<KindChanges> {
  return (stores.get(kind.key) as KindChangesStore).read();
}

/** What a cache entry of a kind's changes adds: the changes are the store's, kept anyway. */
const SHARED_ENTRY_SIZE = 64;

/** A kind's changes through the cache view, shared by every page, filter and feed. */
export function kindChanges(view: CacheView, kind: ListingKind): Promise<KindChanges> {
  return view.get(
    `changes of ${kind.key}`,
    () => loadKindChanges(kind),
    () => SHARED_ENTRY_SIZE,
  );
}

export interface ChangesFilter {
  kind?: ListingKindKey | undefined;
  provider?: string | undefined;
}

/** The changes of every kind (or one), of one provider or all, newest first. */
export async function catalogueChanges(
  view: CacheView,
  { kind, provider }: ChangesFilter,
): Promise<CatalogueChange[]> {
  const kinds = kind ? [listingKindByKey(kind)] : listingKinds;
  const all = await Promise.all(kinds.map((each) => kindChanges(view, each)));
  const lists = all.map(({ changes }) => changes);
  if (provider === undefined) return mergeNewestFirst(lists);
  const wanted = provider.toLowerCase();
  return mergeNewestFirst(
    lists.map((changes) => changes.filter((change) => change.bank.toLowerCase() === wanted)),
  );
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
  const { byRecord, offers } = await kindChanges(view, kind);
  return { data: byRecord.get(recordId) ?? [], offerHistory: offers.get(recordId) ?? [] };
}
