import mongoose, { Schema, type Document, type Model } from 'mongoose';

type Derive = (record: { get(path: string): unknown }) => Record<string, unknown>;

const derivedPaths = new WeakMap<Schema, string[]>();
const derivers = new WeakMap<Schema, Derive[]>();
const retiredPaths = new WeakMap<Schema, string[]>();

/**
 * Keeps fields computed from a record's own fields (search tokens, sort figures) on every save and
 * insert (both run validation). They are computed from the whole record as it will be stored:
 * with `updateConsistently` an update only lands if the stored record is still the one it was
 * computed from. The fields are never sent: reads leave them out, `toObject` drops them.
 */
export function deriveOnWrite(schema: Schema, fields: Record<string, unknown>, derive: Derive) {
  schema.add(
    Object.fromEntries(
      Object.entries(fields).map(([path, type]) => [path, { type, select: false }]),
    ),
  );
  derivedPaths.set(schema, [...(derivedPaths.get(schema) ?? []), ...Object.keys(fields)]);
  derivers.set(schema, [...(derivers.get(schema) ?? []), derive]);
  schema.pre('validate', function () {
    this.set(derive(this));
  });
}

/**
 * The derived fields a record would be stored with under this schema, computed from its own
 * fields (an older revision's document keeps none of them).
 */
export function derivedFieldsOf(schema: Schema, record: { get(path: string): unknown }) {
  const fields: Record<string, unknown> = {};
  for (const derive of derivers.get(schema) ?? []) Object.assign(fields, derive(record));
  return fields;
}

/**
 * A revision counter raised by every save: a save of a record loaded at revision n only matches
 * the stored record while it is still at n. The counter also numbers the record's entries in the
 * `revisions` collection, and `lastSave` (who saved, and how) lets start-up repair write the entry
 * of a save whose process died before writing it. Unselected fields (derived ones, the revision,
 * `lastSave`) are dropped from `toObject`.
 */
export function revisioned(schema: Schema): void {
  schema.add({
    revision: { type: Number, select: false },
    lastSave: { type: Schema.Types.Mixed, select: false },
  });
  schema.pre('save', function () {
    if (this.isNew) {
      // A deleted record brought back from its history continues its numbering.
      if (typeof this.get('revision') !== 'number') this.set('revision', 0);
      return;
    }
    if (!this.isSelected('revision')) {
      throw new Error('A record saved with a revision check must be loaded with +revision');
    }
    const revision = this.get('revision') as number | undefined;
    // Records written before revisions existed have none: null matches a missing field.
    this.$where = { revision: revision ?? null };
    this.set('revision', (revision ?? 0) + 1);
  });
  schema.set('toObject', {
    transform: (_doc, record: Record<string, unknown>) => {
      for (const path of ['revision', 'lastSave', ...(derivedPaths.get(schema) ?? [])]) {
        delete record[path];
      }
      return record;
    },
  });
}

/** How often an update is tried again when the record changed between its read and its write. */
const MAX_ATTEMPTS = 20;

/**
 * Loads a record, applies `change` and saves it, its derived fields computed from the record as
 * stored; when another write changed the record in between, does it all again on the new
 * record. Answers null when there is no such record (any more).
 */
export async function updateConsistently<D extends Document>(
  load: () => Promise<D | null>,
  change: (record: NoInfer<D>) => void | Promise<void>,
): Promise<D | null> {
  for (let attempt = 1; ; attempt += 1) {
    const record = await load();
    if (!record) return null;
    await change(record);
    try {
      return await record.save();
    } catch (error) {
      if (!(error instanceof mongoose.Error.DocumentNotFoundError) || attempt >= MAX_ATTEMPTS) {
        throw error;
      }
    }
  }
}

/**
 * Derived fields an earlier version kept and this one no longer does: start-up removes them from
 * the stored records, with their single-field index (`<path>_1`).
 */
export function retireDerivedFields(schema: Schema, paths: readonly string[]): void {
  retiredPaths.set(schema, [...(retiredPaths.get(schema) ?? []), ...paths]);
}

/**
 * Records read per round trip while checking every record. Without it the driver asks for batches
 * of up to 16 MB, held three times over (the database's answer, its decoding, the documents):
 * with 10,000 listings, 80 MB more memory at start-up.
 */
const READ_BATCH = 200;

/** MongoDB's codes for a collection or an index that does not exist. */
const NOT_FOUND_CODES = new Set([26, 27]);

async function removeRetiredFields<T>(model: Model<T>): Promise<void> {
  for (const path of retiredPaths.get(model.schema) ?? []) {
    await model.collection.dropIndex(`${path}_1`).catch((error: unknown) => {
      if (!NOT_FOUND_CODES.has((error as { code?: number }).code ?? 0)) throw error;
    });
    await model.collection.updateMany({ [path]: { $exists: true } }, { $unset: { [path]: '' } });
  }
}

/**
 * Brings the derived fields of every record in line with the code: fills those stored before a
 * field existed (or written around the model) and corrects those computed by an earlier version
 * (a sort figure whose rule changed). Only the derived fields are written, without touching
 * `updatedAt` or the revision (they are not the record's content), and only while the record is
 * still at the revision it was read at: a save meanwhile has computed them itself. Also removes
 * the retired fields. Answers how many records it corrected.
 */
export async function fillDerivedFields<T>(model: Model<T>): Promise<number> {
  await removeRetiredFields(model);
  const paths = derivedPaths.get(model.schema) ?? [];
  const derives = derivers.get(model.schema) ?? [];
  if (paths.length === 0) return 0;
  let corrected = 0;
  const records = model
    .find()
    .select(['+revision', ...paths.map((path) => `+${path}`)])
    .cursor({ batchSize: READ_BATCH });
  for await (const record of records) {
    const fresh: Record<string, unknown> = Object.assign(
      {},
      ...derives.map((derive) => derive(record)),
    );
    const stored = record.toObject({ transform: false, depopulate: true }) as Record<
      string,
      unknown
    >;
    const stale = Object.entries(fresh).some(
      ([path, value]) => JSON.stringify(stored[path]) !== JSON.stringify(value),
    );
    if (!stale) continue;
    const revision = record.get('revision') as number | undefined;
    await model.collection.updateOne(
      { _id: record._id as mongoose.Types.ObjectId, revision: revision ?? null },
      { $set: fresh },
    );
    corrected += 1;
  }
  return corrected;
}
