import type { MerchantFields } from '@sg-finance/contract';
import type { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-error.js';
import { MerchantModel } from '../../src/models/merchant.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { RevisionModel } from '../../src/models/revision.model.js';
import { unpackDocument } from '../../src/models/revision-document.js';
import { keptRecords } from '../../src/services/kept-records/index.js';
import {
  emptyCollections,
  startTestDatabase,
  type TestDatabase,
} from '../support/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await startTestDatabase();
});
beforeEach(() => emptyCollections());
afterAll(() => database.close());

const editor = { id: '64b000000000000000000001', name: 'Editor' };
const DUPLICATE_SLUG = 'A blog post with this slug already exists';

/** Posts: slugged, with a revision for every write, as the post service keeps them. */
const posts = keptRecords(PostModel, {
  notFound: 'Post not found',
  duplicate: () => DUPLICATE_SLUG,
  revisions: 'post',
  slug: { fallback: 'post' },
});

/** Merchants: no slug, no revisions, a name no two share. */
const merchants = keptRecords(MerchantModel, {
  notFound: 'Merchant not found',
  duplicate: ({ name }: MerchantFields) => `A merchant named "${name}" already exists`,
});

const body = '{"blocks":[],"entityMap":{}}';
const post = (fields: Record<string, unknown>) => ({ richTextDescription: body, ...fields });
const merchant = (name: string) => ({
  name,
  aliases: [],
  category: 'groceries' as const,
  excludedNote: '',
  slug: name.toLowerCase(),
  nameKey: name.toLowerCase(),
  searchKeys: [name.toLowerCase()],
});

/** The refusal a write ended with, to assert its status and message. */
async function refusal(write: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error: unknown = await write.then(
    () => new Error('the write was not refused'),
    (refused: unknown) => refused,
  );
  if (!(error instanceof ApiError)) throw error;
  return { status: error.status, message: error.message };
}

/** Every post and revision as stored, to show a refused write changed nothing. */
async function storedPostsAndRevisions() {
  const [records, revisions] = await Promise.all([
    PostModel.find().select('+revision +lastSave').sort({ _id: 1 }).lean(),
    RevisionModel.find().sort({ _id: 1 }).lean(),
  ]);
  return { records, revisions };
}

async function revisionsOf(recordId: Types.ObjectId) {
  const revisions = await RevisionModel.find({ kind: 'post', recordId }).sort({ number: 1 }).lean();
  return revisions.map(({ number, operation, by, document }) => ({
    number,
    operation,
    by,
    title: unpackDocument(document).title,
  }));
}

describe('a slug derived from the title', () => {
  it('is the title in slug form, then the same with -2, -3 when it is taken', async () => {
    const first = await posts.create(post({ title: 'Best Miles Cards 2026!' }), { by: editor });
    const second = await posts.create(post({ title: 'Best miles cards 2026' }), { by: editor });
    const third = await posts.create(post({ title: 'best-miles-cards-2026' }), { by: editor });

    expect([first.slug, second.slug, third.slug]).toEqual([
      'best-miles-cards-2026',
      'best-miles-cards-2026-2',
      'best-miles-cards-2026-3',
    ]);
  });

  it('is the fallback when the title has no letter or digit to make one', async () => {
    const created = await posts.create(post({ title: '!!!' }), { by: editor });

    expect(created.slug).toBe('post');
  });

  it('is the slug given when it is free, whatever the title', async () => {
    const created = await posts.create(post({ title: 'A title', slug: 'chosen' }), { by: editor });

    expect(created.slug).toBe('chosen');
  });
});

describe('a duplicate', () => {
  it('answers 409 with the message to a slug given that another record holds, storing nothing', async () => {
    await posts.create(post({ title: 'First', slug: 'mine' }), { by: editor });
    const before = await storedPostsAndRevisions();

    const answer = await refusal(
      posts.create(post({ title: 'Second', slug: 'mine' }), { by: editor }),
    );

    expect(answer).toEqual({ status: 409, message: DUPLICATE_SLUG });
    expect(await storedPostsAndRevisions()).toEqual(before);
  });

  it('answers 409 with the message when the unique index refuses the write', async () => {
    await merchants.create(merchant('Grab'));

    const answer = await refusal(merchants.create(merchant('Grab')));

    expect(answer).toEqual({ status: 409, message: 'A merchant named "Grab" already exists' });
    expect(await MerchantModel.countDocuments()).toBe(1);
  });

  it('answers 409 to an update to a name another record holds, and keeps the record', async () => {
    await merchants.create(merchant('Grab'));
    const gojek = await merchants.create(merchant('Gojek'));

    const answer = await refusal(merchants.update(String(gojek._id), merchant('Grab')));

    expect(answer).toEqual({ status: 409, message: 'A merchant named "Grab" already exists' });
    expect(await MerchantModel.findById(gojek._id).lean()).toMatchObject({ name: 'Gojek' });
  });
});

describe('revisions', () => {
  it('are written by create, update and delete, numbered, with their author and document', async () => {
    const created = await posts.create(post({ title: 'Draft' }), { by: editor });
    const id = String(created._id);

    const updated = await posts.update(id, { title: 'Final' }, { by: editor });
    const removed = await posts.remove(id, { by: editor });

    expect(updated.title).toBe('Final');
    expect(removed).toMatchObject({ title: 'Final', slug: 'draft' });
    expect(await PostModel.countDocuments()).toBe(0);
    expect(await revisionsOf(created._id)).toEqual([
      { number: 0, operation: 'create', by: editor, title: 'Draft' },
      { number: 1, operation: 'update', by: editor, title: 'Final' },
      { number: 2, operation: 'delete', by: editor, title: 'Final' },
    ]);
  });

  it('are not written for a collection that keeps none', async () => {
    const created = await merchants.create(merchant('Grab'));
    await merchants.update(String(created._id), { ...merchant('Grab'), category: 'dining' });
    await merchants.remove(String(created._id));

    expect(await RevisionModel.countDocuments()).toBe(0);
    expect(await MerchantModel.countDocuments()).toBe(0);
  });

  it('need an author: a write without one is refused before anything is stored', async () => {
    await expect(posts.create(post({ title: 'Nobody' }))).rejects.toThrow(
      'A write of a post keeps a revision, which names its author',
    );
    expect(await PostModel.countDocuments()).toBe(0);
  });
});

describe('a failed update', () => {
  it('to a slug another record holds answers 409 and changes nothing', async () => {
    await posts.create(post({ title: 'Taken', slug: 'taken' }), { by: editor });
    const mine = await posts.create(post({ title: 'Mine', slug: 'mine' }), { by: editor });
    const before = await storedPostsAndRevisions();

    const answer = await refusal(
      posts.update(String(mine._id), { title: 'Renamed', slug: 'taken' }, { by: editor }),
    );

    expect(answer).toEqual({ status: 409, message: DUPLICATE_SLUG });
    expect(await storedPostsAndRevisions()).toEqual(before);
  });

  it('that the schema refuses changes nothing, its further changes included', async () => {
    const mine = await posts.create(post({ title: 'Mine', image: '/uploads/a.png' }), {
      by: editor,
    });
    const before = await storedPostsAndRevisions();

    await expect(
      posts.update(
        String(mine._id),
        { title: '' },
        {
          by: editor,
          adjust: (stored) => {
            stored.set('image', '/uploads/b.png');
          },
        },
      ),
    ).rejects.toThrow('Path `title` is required.');
    expect(await storedPostsAndRevisions()).toEqual(before);
  });

  it('of an id no record has answers 404 with the message and stores nothing', async () => {
    const missing = '64b0000000000000000000ff';

    expect(await refusal(posts.update(missing, { title: 'X' }, { by: editor }))).toEqual({
      status: 404,
      message: 'Post not found',
    });
    expect(await refusal(posts.remove(missing, { by: editor }))).toEqual({
      status: 404,
      message: 'Post not found',
    });
    expect(await refusal(merchants.remove(missing))).toEqual({
      status: 404,
      message: 'Merchant not found',
    });
    expect(await storedPostsAndRevisions()).toEqual({ records: [], revisions: [] });
  });
});

describe('findBySlugOrId', () => {
  it('finds a record by its slug in any case or by its id, and answers 404 otherwise', async () => {
    const created = await posts.create(post({ title: 'Found Me' }), { by: editor });

    expect((await posts.findBySlugOrId('FOUND-ME'))._id).toEqual(created._id);
    expect((await posts.findBySlugOrId(String(created._id))).slug).toBe('found-me');
    expect(await refusal(posts.findBySlugOrId('lost'))).toEqual({
      status: 404,
      message: 'Post not found',
    });
  });
});
