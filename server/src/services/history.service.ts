import {
  historyKinds,
  isHistoryKind,
  listingKindByKey,
  type HistoryKind,
} from '@sg-finance/contract';
import mongoose, { type Model, type Types } from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { updateConsistently } from '../models/plugins/derived-fields.js';
import { PostModel } from '../models/post.model.js';
import { ProviderModel } from '../models/provider.model.js';
import { unpackDocument } from '../models/revision-document.js';
import { RevisionModel, type Actor, type RevisionEntry } from '../models/revision.model.js';
import { ApiError } from '../lib/api-error.js';
import { capitalize } from '../lib/objects.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import { slugHeldByAnother } from './kept-records/index.js';
import { recordSaved, type SaveNote } from './revision.service.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';

type AnyRecord = Record<string, unknown>;
type StoredRecord = AnyRecord & { _id: Types.ObjectId };
export type RevisionRecord = RevisionEntry & { _id: Types.ObjectId };
/** A revision as the history answers it: its document unpacked. */
export type ReadRevision = Omit<RevisionRecord, 'document'> & { document: AnyRecord };

function unpacked(revision: RevisionRecord): ReadRevision {
  return { ...revision, document: unpackDocument(revision.document) };
}

/** The records of one history kind: their model and the noun the messages use. */
interface HistoryTarget {
  kind: HistoryKind;
  model: Model<StoredRecord>;
  noun: string;
}

/** The target of `:kind`, or a 400 naming the kinds that keep a history. */
export function historyTarget(kindText: string): HistoryTarget {
  if (!isHistoryKind(kindText)) {
    throw new ApiError(400, `Unknown kind "${kindText}": use one of ${historyKinds.join(', ')}`);
  }
  if (kindText === 'post') {
    return { kind: 'post', model: PostModel as unknown as Model<StoredRecord>, noun: 'post' };
  }
  if (kindText === 'provider') {
    return {
      kind: 'provider',
      model: ProviderModel as unknown as Model<StoredRecord>,
      noun: 'provider',
    };
  }
  const listingKind = listingKindByKey(kindText);
  return {
    kind: kindText,
    model: listingModel(listingKind) as unknown as Model<StoredRecord>,
    noun: listingKind.noun,
  };
}

const notFound = ({ noun }: HistoryTarget) => new ApiError(404, `${capitalize(noun)} not found`);

/** Newest first; two saves in the same millisecond by their counter. */
const newestFirst = { at: -1, number: -1 } as const;

export interface HistoryPage {
  data: ReadRevision[];
  total: number;
  page: number;
  limit: number;
}

/** One page of a record's revisions, newest first; 404 for a record that never had one. */
export async function historyPage(
  target: HistoryTarget,
  id: string,
  page: PageQuery,
): Promise<HistoryPage> {
  const filter = { kind: target.kind, recordId: id };
  const [data, total] = await Promise.all([
    RevisionModel.find(filter)
      .sort(newestFirst)
      .skip(pageOffset(page))
      .limit(page.limit)
      .lean<RevisionRecord[]>(),
    RevisionModel.countDocuments(filter),
  ]);
  if (total === 0) throw notFound(target);
  return { data: data.map(unpacked), total, ...page };
}

/** The latest deletes of records that are still deleted, newest first, every kind. */
export async function recentlyDeleted(limit: number): Promise<ReadRevision[]> {
  const deletes = await RevisionModel.find({ operation: 'delete' })
    .sort(newestFirst)
    .limit(limit * 2)
    .lean<RevisionRecord[]>();
  const stillDeleted = await Promise.all(
    deletes.map(
      async (entry) =>
        !(await RevisionModel.exists({
          kind: entry.kind,
          recordId: entry.recordId,
          number: mongoose.trusted({ $gt: entry.number }),
        })),
    ),
  );
  return deletes
    .filter((_entry, index) => stillDeleted[index])
    .slice(0, limit)
    .map(unpacked);
}

/** The fields a restore saves: the revision's document but its id and save time. */
function restoredFields(document: AnyRecord): AnyRecord {
  const { _id, updatedAt: _updatedAt, ...fields } = document;
  return fields;
}

async function assertSlugFree(target: HistoryTarget, slug: unknown, id: string) {
  const taken = await slugHeldByAnother<StoredRecord>(target.model, String(slug), id);
  if (taken) throw slugTaken(target, slug);
}

const slugTaken = (target: HistoryTarget, slug: unknown) =>
  new ApiError(
    409,
    `The slug "${String(slug)}" is now used by another ${target.noun}: change that one's slug first`,
  );

/**
 * Saves the whole document of a revision again, as a new revision (`restore`). A deleted record is
 * created again with its old id and slug, its counter continuing after its delete.
 */
export async function restoreRevision(
  target: HistoryTarget,
  id: string,
  revisionId: string,
  actor: Actor,
): Promise<AnyRecord> {
  if (target.kind === 'provider') {
    throw new ApiError(
      409,
      "A provider's history is for reading: change the provider through its form, where its name rules apply",
    );
  }
  const revision = await RevisionModel.findOne({
    _id: revisionId,
    kind: target.kind,
    recordId: id,
  }).lean<RevisionRecord>();
  if (!revision) {
    throw new ApiError(404, `This ${target.noun} has no revision ${revisionId}`);
  }
  const fields = restoredFields(unpackDocument(revision.document));
  const lastSave: SaveNote = { operation: 'restore', by: actor, restoredFrom: revision._id };
  await assertSlugFree(target, fields.slug, id);
  try {
    const saved =
      (await updateConsistently(
        () => target.model.findById(id).select('+revision').exec(),
        (stored) => {
          const counter = stored.get('revision') as unknown;
          stored.overwrite(fields);
          stored.set({ revision: counter, lastSave });
        },
      )) ?? (await recreate(target, id, fields, lastSave));
    await recordSaved(target.kind, saved);
    return saved.toObject();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw slugTaken(target, fields.slug);
    throw error;
  }
}

/** A deleted record created again with its id, numbered after its latest revision. */
async function recreate(target: HistoryTarget, id: string, fields: AnyRecord, note: SaveNote) {
  const latest = await RevisionModel.findOne({ kind: target.kind, recordId: id })
    .sort({ number: -1 })
    .lean<RevisionRecord>();
  const record = new target.model({ ...fields, _id: id });
  record.set({ revision: (latest?.number ?? 0) + 1, lastSave: note, updatedAt: new Date() });
  // Its creation time stays and the save is now; timestamps would copy the creation time.
  return record.save({ timestamps: false });
}
