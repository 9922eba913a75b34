import { Long, type CommandSucceededEvent, type Document, type MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CursorRegistry } from '../src/commands/cursor-registry.js';
import { openTarget, type EngineTarget } from './engine-target.js';

const TOTAL = 1_050;

/** Test documents use readable ids rather than ObjectIds. */
type Row = Document & { _id: number };

let target: EngineTarget;
let monitored: MongoClient;
let events: CommandSucceededEvent[] = [];

beforeAll(async () => {
  target = await openTarget('cursors');
  await target.db
    .collection<Row>('posts')
    .insertMany(Array.from({ length: TOTAL }, (_, i) => ({ _id: i, n: i })));
  monitored = await target.connect({ monitorCommands: true });
  monitored.on('commandSucceeded', (event) => events.push(event));
});

afterAll(() => target.close());

function batchSizes(): number[] {
  return events.flatMap((event) => {
    const cursor = (event.reply as Document).cursor as Document | undefined;
    const batch = (cursor?.firstBatch ?? cursor?.nextBatch) as unknown[] | undefined;
    return batch && ['find', 'getMore', 'aggregate'].includes(event.commandName)
      ? [batch.length]
      : [];
  });
}

describe('cursors', () => {
  it('answers a large find in a first batch of 101, then the rest through getMore', async () => {
    events = [];
    const documents = await monitored.db(target.dbName).collection<Row>('posts').find({}).toArray();
    expect(documents).toHaveLength(TOTAL);
    expect(documents.map((document) => document._id as number)).toEqual(
      Array.from({ length: TOTAL }, (_, i) => i),
    );
    expect(batchSizes()).toEqual([101, TOTAL - 101]);
  });

  it('honours batchSize on every getMore', async () => {
    events = [];
    const documents = await monitored
      .db(target.dbName)
      .collection<Row>('posts')
      .find({})
      .batchSize(300)
      .toArray();
    expect(documents).toHaveLength(TOTAL);
    expect(batchSizes()).toEqual([300, 300, 300, 150]);
  });

  it('closes the cursor with the last batch when a limit is reached', async () => {
    events = [];
    await monitored
      .db(target.dbName)
      .collection<Row>('posts')
      .find({})
      .batchSize(40)
      .limit(100)
      .toArray();
    expect(batchSizes()).toEqual([40, 40, 20]);
    const last = events[events.length - 1]?.reply as Document;
    expect(Number((last.cursor as Document).id)).toBe(0);
  });

  it('kills a cursor, after which getMore answers CursorNotFound', async () => {
    const db = target.db;
    const reply = await db.command({ find: 'posts', filter: {}, batchSize: 10 });
    const cursorId = (reply.cursor as Document).id as Long;
    expect(Long.fromValue(cursorId).isZero()).toBe(false);

    const more = await db.command({ getMore: cursorId, collection: 'posts', batchSize: 5 });
    expect(
      ((more.cursor as Document).nextBatch as Document[]).map((document) => document._id),
    ).toEqual([10, 11, 12, 13, 14]);

    const killed = await db.command({ killCursors: 'posts', cursors: [cursorId] });
    expect(killed.cursorsKilled).toHaveLength(1);
    await expect(db.command({ getMore: cursorId, collection: 'posts' })).rejects.toMatchObject({
      code: 43,
      codeName: 'CursorNotFound',
    });
  });

  it('closes a driver cursor early with killCursors', async () => {
    events = [];
    const cursor = monitored.db(target.dbName).collection<Row>('posts').find({}).batchSize(10);
    await cursor.next();
    await cursor.close();
    const kill = events.find((event) => event.commandName === 'killCursors');
    expect((kill?.reply as Document | undefined)?.cursorsKilled).toHaveLength(1);
  });

  it('returns one batch and no cursor for singleBatch', async () => {
    const reply = await target.db.command({
      find: 'posts',
      filter: { n: { $gte: 1000 } },
      singleBatch: true,
      batchSize: 20,
    });
    const cursor = reply.cursor as Document;
    expect(cursor.firstBatch).toHaveLength(20);
    expect(Number(cursor.id)).toBe(0);
  });

  it('answers an aggregate through a cursor as well', async () => {
    events = [];
    const results = await monitored
      .db(target.dbName)
      .collection<Row>('posts')
      .aggregate([{ $match: { n: { $lt: 500 } } }, { $project: { n: 1 } }], { batchSize: 200 })
      .toArray();
    expect(results).toHaveLength(500);
    expect(batchSizes()).toEqual([200, 200, 100]);
  });
});

describe('idle cursors', () => {
  it('expire after ten minutes without a getMore', () => {
    vi.useFakeTimers();
    const registry = new CursorRegistry();
    try {
      const documents = Array.from({ length: 5 }, (_, i) => ({ _id: i }));
      const { cursorId } = registry.open('db.c', documents, (document) => document, 2, false);
      vi.advanceTimersByTime(9 * 60 * 1000);
      expect(registry.next(cursorId, 2).documents).toHaveLength(2);
      vi.advanceTimersByTime(11 * 60 * 1000);
      expect(registry.has(cursorId)).toBe(false);
    } finally {
      registry.close();
      vi.useRealTimers();
    }
  });
});
