import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionChange, EmbeddedServer } from '../src/index.js';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

let target: EngineTarget;
let engine: EmbeddedServer;
const seen: CollectionChange[] = [];
let stop: () => void;

beforeAll(async () => {
  target = await openTarget('changes');
  if (!target.engine) return;
  engine = target.engine;
  stop = engine.onChange((change) => seen.push(change));
});

afterAll(async () => {
  stop?.();
  await target.close();
});

/** The changes reported while `write` ran, which must all be in before it was acknowledged. */
async function changesOf(write: () => Promise<unknown>): Promise<CollectionChange[]> {
  seen.length = 0;
  await write();
  return [...seen];
}

describe.skipIf(usesExternalServer)('EmbeddedServer.onChange', () => {
  it('reports every write of any client, before the client gets its answer', async () => {
    const other = await target.connect();
    const cards = other.db(target.dbName).collection('cards');
    const db = target.dbName;

    expect(await changesOf(() => cards.insertOne({ _id: 1 as never, name: 'A' }))).toEqual([
      { db, collection: 'cards' },
    ]);
    expect(await changesOf(() => cards.updateOne({ _id: 1 as never }, { $set: { n: 2 } }))).toEqual(
      [{ db, collection: 'cards' }],
    );
    expect(await changesOf(() => cards.deleteOne({ _id: 1 as never }))).toEqual([
      { db, collection: 'cards' },
    ]);
    expect(await changesOf(() => cards.drop())).toEqual([{ db, collection: 'cards' }]);
  });

  it('reports each collection of a dropped database', async () => {
    const db = target.db;
    // Whatever other tests of the file left, in whichever order they ran.
    await db.dropDatabase();
    await db.collection('loans').insertOne({ name: 'L' });
    await db.collection('posts').insertOne({ name: 'P' });

    const changes = await changesOf(() => db.dropDatabase());

    expect(changes.map((change) => change.collection).sort()).toEqual(['loans', 'posts']);
  });

  it('reports nothing for reads, a write that matched nothing, or after the listener is removed', async () => {
    const cards = target.db.collection('cards');
    await cards.insertOne({ name: 'kept' });
    expect(
      await changesOf(async () => {
        await cards.find().toArray();
        await cards.updateOne({ name: 'nobody' }, { $set: { n: 1 } });
      }),
    ).toEqual([]);

    const later: CollectionChange[] = [];
    const stopLater = engine.onChange((change) => later.push(change));
    stopLater();
    await cards.insertOne({ name: 'unheard' });
    expect(later).toEqual([]);
  });
});
