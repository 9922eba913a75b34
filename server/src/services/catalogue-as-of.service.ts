import {
  listingKinds,
  singaporeDay,
  type ListingKind,
  type ListingSortChoice,
} from '@sg-finance/contract';
import { Query } from 'mingo';
import mongoose from 'mongoose';
import { listingModel } from '../models/listing.model.js';
import { derivedFieldsOf } from '../models/plugins/derived-fields.js';
import { unpackDocument } from '../models/revision-document.js';
import { RevisionModel, type RevisionEntry } from '../models/revision.model.js';
import {
  listingQuery,
  listingSort,
  type ListingFilter,
  type ListingRecord,
} from './listing.service.js';

/**
 * A listing as it stood on a past day, with the derived fields its filters and orders read
 * (search words, sort figures), which revisions do not keep; `record` is what the list answers.
 */
export interface DayRecord {
  record: ListingRecord;
  fields: Record<string, unknown>;
}

type Latest = Pick<RevisionEntry, 'operation' | 'document'>;

/** The Singapore day of the catalogue's first revision, or null before any save of a listing. */
export async function firstRevisionDay(): Promise<string | null> {
  const first = await RevisionModel.findOne({
    kind: mongoose.trusted({ $in: listingKinds.map((kind) => kind.key) }),
  })
    .sort({ at: 1 })
    .select('at')
    .lean();
  return first ? singaporeDay(first.at) : null;
}

function valueAt(document: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      document,
    );
}

/**
 * Every listing of the kind as it stood just before `moment`: each record's newest revision
 * saved before then, leaving out the records whose newest one is their delete. Reads the
 * revisions of the kind by record, newest first (the `kind, recordId, at` index).
 */
export async function recordsAsOf(kind: ListingKind, moment: Date): Promise<DayRecord[]> {
  const { schema } = listingModel(kind);
  const latest = await RevisionModel.aggregate<Latest>([
    { $match: { kind: kind.key, at: { $lt: moment } } },
    { $sort: { recordId: 1, at: -1, number: -1 } },
    {
      $group: {
        _id: '$recordId',
        operation: { $first: '$operation' },
        document: { $first: '$document' },
      },
    },
  ]).allowDiskUse(true);
  return latest
    .filter((entry) => entry.operation !== 'delete')
    .map((entry) => {
      const document = unpackDocument(entry.document);
      return {
        record: document as unknown as ListingRecord,
        fields: {
          ...document,
          ...derivedFieldsOf(schema, { get: (path) => valueAt(document, path) }),
        },
      };
    });
}

/**
 * The records of a day that pass a list's filter, in the list's order: the same filter and order
 * the database answers today's list with, run in memory over the day's records.
 */
export function matchingAsOf(
  kind: ListingKind,
  records: readonly DayRecord[],
  filter: ListingFilter,
  order: ListingSortChoice,
): ListingRecord[] {
  const byFields = new Map(records.map((entry) => [entry.fields, entry.record]));
  const matches = new Query(listingQuery(kind, filter))
    .find<Record<string, unknown>>([...byFields.keys()])
    .sort(listingSort(order))
    .all();
  return matches.map((fields) => byFields.get(fields) as ListingRecord);
}
