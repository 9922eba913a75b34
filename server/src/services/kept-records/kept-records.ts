import type { HistoryKind } from '@sg-finance/contract';
import type { AnyKeys, Document, HydratedDocument, Model, QueryFilter, Types } from 'mongoose';
import { ApiError } from '../../lib/api-error.js';
import { isDuplicateKeyError } from '../../lib/duplicate-key.js';
import { withoutUndefined } from '../../lib/objects.js';
import { bySlugOrId } from '../../lib/slug.js';
import { updateConsistently } from '../../models/plugins/derived-fields.js';
import type { Actor } from '../../models/revision.model.js';
import { recordSaved, removeWithRevision, type SaveNote } from '../revision.service.js';
import { createWithUniqueSlug, slugHeldByAnother } from './unique-slug.js';

/** The fields a create or an update stores; an undefined one is left as it is. */
type Fields = Record<string, unknown>;

/** A kept record as the lifecycle answers it: its plain fields and its id. */
export type KeptRecord<T> = T & { _id: Types.ObjectId };

export interface KeptRecordsOptions<Input extends Fields> {
  /** The 404 message of an id that no record has. */
  notFound: string;
  /** The 409 message of fields whose unique key (a slug, a name) another record holds. */
  duplicate(fields: Input): string | Promise<string>;
  /** The history kind under which every create, update and delete writes its revision. */
  revisions?: HistoryKind;
  /**
   * The records have a unique slug: a create without one derives it from the title (`fallback`
   * when the title gives none), and a slug another record holds is refused with the 409.
   */
  slug?: { fallback: string };
}

export interface WriteOptions {
  /** Who writes: required where revisions are kept, as each revision names its author. */
  by?: Actor;
}

export interface UpdateOptions<T> extends WriteOptions {
  /** Further changes read from the stored record (its image, its body), made after `changes`. */
  adjust?(stored: HydratedDocument<T>): void | Promise<void>;
}

/**
 * The one lifecycle of the records administrators keep (listings, posts, providers, merchants):
 * a slug derived from the title or checked free, a duplicate key answered 409 with the
 * collection's message, a missing id 404, and a revision written by every create, update and
 * delete of a collection that keeps revisions.
 */
export function keptRecords<T, Input extends Fields = Fields>(
  model: Model<T>,
  options: KeptRecordsOptions<Input>,
) {
  const { revisions, slug } = options;
  const notFound = () => new ApiError(404, options.notFound);
  const duplicate = async (fields: Input) => new ApiError(409, await options.duplicate(fields));

  function author(by: Actor | undefined): Actor {
    if (by) return by;
    throw new Error(`A write of a ${String(revisions)} keeps a revision, which names its author`);
  }

  /** Kept on the record, so start-up repair can write its revision if this process dies first. */
  function saveNote(operation: SaveNote['operation'], by: Actor | undefined) {
    return revisions ? { lastSave: { operation, by: author(by) } satisfies SaveNote } : {};
  }

  async function refuseTakenSlug(fields: Input, exceptId?: string) {
    const chosen = fields.slug;
    if (typeof chosen !== 'string' || chosen === '') return;
    if (await slugHeldByAnother(model, chosen, exceptId)) throw await duplicate(fields);
  }

  /** `write`, or the 409 of `fields` when a unique index refused it. */
  async function refusingDuplicates<R>(fields: Input, write: Promise<R>): Promise<R> {
    try {
      return await write;
    } catch (error) {
      if (isDuplicateKeyError(error)) throw await duplicate(fields);
      throw error;
    }
  }

  /** Inserts the record, under a slug derived from its title when it needs one and has none. */
  function insert(fields: Input, note: object) {
    const create = (chosen: object = {}) =>
      model.create({ ...withoutUndefined(fields), ...chosen, ...note } as AnyKeys<T>);
    if (!slug || fields.slug) return create();
    const title = typeof fields.title === 'string' ? fields.title : '';
    return createWithUniqueSlug(model, title, slug.fallback, (chosen) => create({ slug: chosen }));
  }

  /** The stored record to update, with the counter a save of revisions checks. */
  function load(id: string): Promise<Document | null> {
    const query = model.findById(id);
    return (revisions ? query.select('+revision') : query).exec() as Promise<Document | null>;
  }

  return {
    refusingDuplicates,

    /** The record with this id, or this slug whatever its case; 404 when none. */
    async findBySlugOrId(slugOrId: string): Promise<KeptRecord<T>> {
      const record = await model
        .findOne(bySlugOrId(slugOrId) as QueryFilter<T>)
        .lean<KeptRecord<T>>();
      if (!record) throw notFound();
      return record;
    },

    async create(fields: Input, { by }: WriteOptions = {}): Promise<KeptRecord<T>> {
      const note = saveNote('create', by);
      if (slug) await refuseTakenSlug(fields);
      const record = await refusingDuplicates(fields, insert(fields, note));
      if (revisions) await recordSaved(revisions, record);
      return record.toObject() as KeptRecord<T>;
    },

    /**
     * Applies `changes` to the stored record and saves it; when another write changed it in
     * between, does it all again on the new record. Nothing is stored when a change is refused.
     */
    async update(
      id: string,
      changes: Input,
      { by, adjust }: UpdateOptions<T> = {},
    ): Promise<KeptRecord<T>> {
      const note = saveNote('update', by);
      const record = await refusingDuplicates(
        changes,
        updateConsistently(
          () => load(id),
          async (stored) => {
            if (slug && changes.slug !== stored.get('slug')) await refuseTakenSlug(changes, id);
            stored.set({ ...withoutUndefined(changes), ...note });
            await adjust?.(stored as HydratedDocument<T>);
          },
        ),
      );
      if (!record) throw notFound();
      if (revisions) await recordSaved(revisions, record);
      return record.toObject() as KeptRecord<T>;
    },

    /** Deletes the record and answers it as it was. */
    async remove(id: string, { by }: WriteOptions = {}): Promise<KeptRecord<T>> {
      const removed = revisions
        ? await removeWithRevision(revisions, model, id, author(by))
        : await model.findOneAndDelete({ _id: id } as QueryFilter<T>).lean<T>();
      if (!removed) throw notFound();
      return removed as KeptRecord<T>;
    },
  };
}
