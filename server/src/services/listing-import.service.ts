import mongoose, { type Types } from 'mongoose';
import {
  columnName,
  columnsOf,
  flattenRecord,
  isHttpUrl,
  listingImportSchemaOf,
  openDataShapeOf,
  parseColumnName,
  readOnlyFields,
  type ImportChange,
  type ImportCreation,
  type ImportReport,
  type ListingImportRow,
  type ListingKind,
} from '@sg-finance/contract';
import type { z } from 'zod';
import { listingModel } from '../models/listing.model.js';
import { ProviderModel } from '../models/provider.model.js';
import type { Actor } from '../models/revision.model.js';
import type { ImportRow } from '../open-data/import-file.js';
import { openDataFields, openDataRecord } from '../open-data/open-data-record.js';
import { isStoredImageUrl } from '../uploads/index.js';
import { mapInSlices } from '../lib/in-slices.js';
import { ApiError } from '../lib/api-error.js';
import type { CreateListingInput, UpdateListingInput } from '../validation/listing.schema.js';
import type { ListingService } from './listing.service.js';

interface StoredListing {
  _id: Types.ObjectId;
  slug: string;
}

/** A checked row and what it does: create a listing, or change these fields of `target`. */
interface PlannedRow {
  row: number;
  listing: ListingImportRow;
  slug: string;
  target?: StoredListing;
  changes: ImportChange[];
}

const readOnly: ReadonlySet<string> = new Set(readOnlyFields);

function refuse(row: number, field: string, problem: string): never {
  throw new ApiError(400, `Row ${row}, ${field}: ${problem}`);
}

/** 'Row 4, terms.welcome.value: must be a number' from the first problem zod found. */
function describeProblem(row: number, error: z.ZodError): never {
  const issue =
    error.issues.find((problem) => problem.code === 'unrecognized_keys') ?? error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    refuse(row, columnName([...issue.path.map(String), issue.keys[0]!]), 'is not a field');
  }
  const path = (issue?.path ?? []) as (string | number)[];
  if (path.length === 0) {
    throw new ApiError(400, `Row ${row}: must be a listing (an object of its fields)`);
  }
  refuse(row, columnName(path), issue!.message.replace(/^Invalid input: /, ''));
}

/** The top-level fields a change of these columns touches: `terms` for `terms.welcome.value`. */
function changedFields(changes: readonly ImportChange[]): Set<string> {
  return new Set(changes.map((change) => String(parseColumnName(change.field)?.[0])));
}

/**
 * Bulk import of a kind's listings from rows of its export shape. Every row is checked first
 * (the contract's rules, then the providers, images, ids and slugs against the database); any
 * problem refuses the whole file before anything is written. Then each new or changed listing is
 * saved through the listing service, as the admin form saves it, so each save keeps its revision.
 */
export function createListingImport(kind: ListingKind, listings: ListingService) {
  const Model = listingModel(kind);
  const schema = listingImportSchemaOf(kind);
  const shape = openDataShapeOf(kind);
  const fields = openDataFields(kind);

  function checked({ row, record }: ImportRow): { row: number; listing: ListingImportRow } {
    const result = schema.safeParse(record);
    if (!result.success) describeProblem(row, result.error);
    const listing = result.data;
    if (listing.image !== '' && !isStoredImageUrl(listing.image) && !isHttpUrl(listing.image)) {
      refuse(row, 'image', 'must be an uploaded image or an http(s) address');
    }
    return { row, listing };
  }

  async function storedListings(rows: readonly { listing: ListingImportRow }[]) {
    const ids = rows.flatMap(({ listing }) => (listing._id ? [listing._id] : []));
    const slugs = rows.flatMap(({ listing }) => (listing.slug ? [listing.slug] : []));
    const stored = await Model.find({
      $or: [{ _id: mongoose.trusted({ $in: ids }) }, { slug: mongoose.trusted({ $in: slugs }) }],
    })
      .lean<(StoredListing & Record<string, unknown>)[]>()
      .exec();
    return {
      byId: new Map(stored.map((listing) => [String(listing._id), listing])),
      bySlug: new Map(stored.map((listing) => [listing.slug, listing])),
    };
  }

  /** The cells of a row that differ from the stored listing, in column order. */
  function differences(stored: object, listing: ListingImportRow, slug: string): ImportChange[] {
    const before = openDataRecord(fields, stored);
    // An empty image cell keeps the stored image: an import cannot remove one.
    const after = { ...listing, slug, image: listing.image || before.image };
    const [oldCells, newCells] = [flattenRecord(shape, before), flattenRecord(shape, after)];
    return columnsOf(shape, [before, after]).flatMap((field) => {
      const [old, next] = [oldCells[field] ?? '', newCells[field] ?? ''];
      const editable = !readOnly.has(String(parseColumnName(field)?.[0]));
      return editable && old !== next ? [{ row: 0, slug, field, old, new: next }] : [];
    });
  }

  async function plan(rows: readonly ImportRow[]): Promise<PlannedRow[]> {
    const checkedRows = await mapInSlices(rows, checked);
    const providers = new Set((await ProviderModel.distinct('name').exec()).map(String));
    const { byId, bySlug } = await storedListings(checkedRows);
    const rowOfSlug = new Map<string, number>();
    const rowOfTarget = new Map<string, number>();
    return mapInSlices(checkedRows, ({ row, listing }) => {
      if (!providers.has(listing.category)) {
        refuse(row, 'category', `"${listing.category}" is not a provider`);
      }
      const target = listing._id ? byId.get(listing._id) : bySlug.get(listing.slug ?? '');
      if (listing._id && !target) refuse(row, '_id', `no ${kind.noun} has this id`);
      const slug = listing.slug ?? target?.slug;
      if (!slug) refuse(row, 'slug', `is required for a new ${kind.noun} (or give its _id)`);
      const holder = bySlug.get(slug);
      if (holder && String(holder._id) !== String(target?._id)) {
        refuse(row, 'slug', `another ${kind.noun} has the slug "${slug}"`);
      }
      const repeated = rowOfSlug.get(slug) ?? (target && rowOfTarget.get(String(target._id)));
      if (repeated) refuse(row, 'slug', `repeats the ${kind.noun} of row ${repeated}`);
      rowOfSlug.set(slug, row);
      if (target) rowOfTarget.set(String(target._id), row);
      const changes = target
        ? differences(target, listing, slug).map((change) => ({ ...change, row }))
        : [];
      return { row, listing, slug, target, changes };
    });
  }

  function createInput({ listing, slug }: PlannedRow): CreateListingInput {
    const { title, subtitle, priority, category, image, tiers, rewardOffer, terms } = listing;
    const record = listing as Record<string, unknown>;
    const lists = Object.fromEntries(kind.listFields.map((field) => [field, record[field]]));
    return {
      ...{ title, subtitle, priority, category, tiers, rewardOffer, terms, ...lists },
      slug,
      image: image || undefined,
    } as CreateListingInput;
  }

  function updateInput({ listing, target, changes }: PlannedRow): UpdateListingInput {
    const record = listing as Record<string, unknown>;
    const update: Record<string, unknown> = { id: String(target!._id) };
    for (const field of changedFields(changes)) update[field] = record[field];
    if (update.terms === undefined && 'terms' in update) update.terms = {};
    return update as UpdateListingInput;
  }

  return {
    /**
     * What the rows would change (`dryRun`), or what they changed. Refuses the whole file, with
     * the row and the field, on the first problem found, before writing anything.
     */
    async run(rows: readonly ImportRow[], dryRun: boolean, actor: Actor): Promise<ImportReport> {
      const planned = await plan(rows);
      const creates = planned.filter((row) => !row.target);
      const updates = planned.filter((row) => row.target && row.changes.length > 0);
      if (!dryRun) {
        for (const row of creates) await listings.create(createInput(row), actor);
        for (const row of updates) await listings.update(updateInput(row), actor);
      }
      const created: ImportCreation[] = creates.map(({ row, slug, listing }) => ({
        row,
        slug,
        title: listing.title,
      }));
      return {
        kind: kind.key,
        dryRun,
        rows: planned.length,
        changes: updates.flatMap((row) => row.changes),
        created,
        unchanged: planned.length - creates.length - updates.length,
      };
    },
  };
}

export type ListingImport = ReturnType<typeof createListingImport>;
