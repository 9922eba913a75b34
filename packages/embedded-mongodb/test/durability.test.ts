import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngine } from '../src/engine.js';
import { startEmbeddedServer, type EmbeddedServer } from '../src/index.js';
import { usesExternalServer } from './engine-target.js';
import { spawnEngine } from './support/engine-process.js';

const cleanup: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

async function freshDbPath(): Promise<string> {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'engine-durability-'));
  cleanup.push(() => rm(dbPath, { recursive: true, force: true }));
  return dbPath;
}

async function connect(uri: string): Promise<MongoClient> {
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 }).connect();
  cleanup.push(() => client.close(true));
  return client;
}

async function withEngine<T>(
  dbPath: string,
  run: (client: MongoClient, server: EmbeddedServer) => Promise<T>,
  threshold?: number,
): Promise<T> {
  const server = await startEngine({ dbPath, port: 0, compactionThresholdBytes: threshold });
  const client = await new MongoClient(server.uri).connect();
  try {
    return await run(client, server);
  } finally {
    await client.close();
    await server.close();
  }
}

async function journalFiles(dbPath: string): Promise<string[]> {
  return (await readdir(dbPath)).filter((name) => name.startsWith('journal-')).sort();
}

describe.skipIf(usesExternalServer)('durability', () => {
  it('answers a write whose concern says j: false once applied, and keeps it on a clean close', async () => {
    const dbPath = await freshDbPath();
    const notes = (client: MongoClient) => client.db('quick').collection<{ _id: number }>('notes');
    await withEngine(dbPath, async (client) => {
      const applied = { writeConcern: { j: false } };
      await notes(client).insertOne({ _id: 1 }, applied);
      await notes(client).updateOne({ _id: 1 }, { $set: { read: true } }, applied);
      await notes(client).findOneAndUpdate({ _id: 1 }, { $inc: { times: 1 } }, applied);
      expect(await notes(client).findOne({ _id: 1 })).toEqual({ _id: 1, read: true, times: 1 });
    });
    // Closing writes the journal out: a restart finds every write.
    await withEngine(dbPath, async (client) => {
      expect(await notes(client).findOne({ _id: 1 })).toEqual({ _id: 1, read: true, times: 1 });
    });
  });

  it('keeps every acknowledged write when the process is killed mid-stream', async () => {
    const dbPath = await freshDbPath();
    const first = await spawnEngine(dbPath);
    cleanup.push(() => first.kill('SIGKILL'));
    const client = await connect(first.uri);
    const events = client
      .db('durable')
      .collection<{ _id: number; payload?: string; n?: number }>('events');

    const acknowledged: number[] = [];
    let increments = 0;
    let nextId = 0;
    const writer = async () => {
      for (;;) {
        const id = nextId++;
        try {
          await events.insertOne({ _id: id, payload: 'x'.repeat(300) });
          acknowledged.push(id);
        } catch {
          return;
        }
      }
    };
    const counter = async () => {
      for (;;) {
        try {
          await events.updateOne({ _id: -1 }, { $inc: { n: 1 } }, { upsert: true });
          increments += 1;
        } catch {
          return;
        }
      }
    };
    const streams = [...Array.from({ length: 6 }, writer), counter()];
    await expect
      .poll(() => acknowledged.length, { timeout: 20_000, interval: 20 })
      .toBeGreaterThanOrEqual(400);
    await first.kill('SIGKILL');
    await Promise.all(streams);

    const second = await spawnEngine(dbPath);
    cleanup.push(() => second.kill('SIGKILL'));
    const reopened = (await connect(second.uri))
      .db('durable')
      .collection<{ _id: number; n?: number }>('events');
    const stored = new Set(
      (await reopened.find({ _id: { $gte: 0 } }, { projection: { _id: 1 } }).toArray()).map(
        (event) => event._id,
      ),
    );
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect((await reopened.findOne({ _id: -1 }))?.n ?? 0).toBeGreaterThanOrEqual(increments);
    expect(await second.kill('SIGTERM')).toBe(0);
  });

  it('drops a torn last record, truncates the journal there and carries on', async () => {
    const dbPath = await freshDbPath();
    await withEngine(dbPath, async (client) => {
      const docs = client.db('d').collection('docs');
      for (let i = 0; i < 20; i++) await docs.insertOne({ _id: i as never, i });
    });
    const [journal] = await journalFiles(dbPath);
    const file = path.join(dbPath, journal as string);
    const intactSize = (await stat(file)).size;
    const torn = Buffer.alloc(12);
    torn.writeUInt32LE(1_000, 0);
    await appendFile(file, torn);

    await withEngine(dbPath, async (client) => {
      const docs = client.db('d').collection('docs');
      expect(await docs.countDocuments()).toBe(20);
      expect((await stat(file)).size).toBe(intactSize);
      await docs.insertOne({ _id: 20 as never, i: 20 });
    });
    await withEngine(dbPath, async (client) => {
      expect(await client.db('d').collection('docs').countDocuments()).toBe(21);
    });
  });

  it('detects a corrupt last record by its checksum and drops only that record', async () => {
    const dbPath = await freshDbPath();
    await withEngine(dbPath, async (client) => {
      const docs = client.db('d').collection('docs');
      for (let i = 0; i < 10; i++)
        await docs.insertOne({ _id: i as never, label: `document ${i}` });
    });
    const [journal] = await journalFiles(dbPath);
    const file = path.join(dbPath, journal as string);
    const bytes = await readFile(file);
    const position = bytes.lastIndexOf(Buffer.from('document 9'));
    bytes[position] = 'X'.charCodeAt(0);
    await writeFile(file, bytes);

    await withEngine(dbPath, async (client) => {
      const docs = client.db('d').collection('docs');
      expect(await docs.countDocuments()).toBe(9);
      expect(await docs.findOne({ _id: 9 as never })).toBeNull();
    });
  });

  it('survives garbage appended to the journal', async () => {
    const dbPath = await freshDbPath();
    await withEngine(dbPath, async (client) => {
      await client
        .db('d')
        .collection('docs')
        .insertMany([{ a: 1 }, { a: 2 }]);
    });
    const [journal] = await journalFiles(dbPath);
    await appendFile(
      path.join(dbPath, journal as string),
      Buffer.from('\u0000garbage after a crash \u00ff\u00fe'),
    );
    await withEngine(dbPath, async (client) => {
      expect(await client.db('d').collection('docs').countDocuments()).toBe(2);
    });
  });

  it('compacts the journal into a snapshot and restarts from it with data and indexes intact', async () => {
    const dbPath = await freshDbPath();
    const threshold = 32 * 1024;
    await withEngine(
      dbPath,
      async (client) => {
        const docs = client.db('d').collection('docs');
        await docs.createIndex({ email: 1 }, { unique: true });
        for (let round = 0; round < 5; round++) {
          await docs.insertMany(
            Array.from({ length: 100 }, (_, i) => ({ email: `${round}-${i}@x.sg`, round })),
          );
        }
        await docs.updateMany({ round: 0 }, { $set: { updated: true } });
        await docs.deleteMany({ round: 4 });
      },
      threshold,
    );
    const files = await readdir(dbPath);
    expect(files.filter((name) => name.startsWith('snapshot-'))).toHaveLength(1);
    expect(files.filter((name) => name.startsWith('journal-'))).toHaveLength(1);
    expect(files.find((name) => name.startsWith('journal-'))).not.toBe('journal-00000001.log');

    await withEngine(dbPath, async (client) => {
      const docs = client.db('d').collection('docs');
      expect(await docs.countDocuments()).toBe(400);
      expect(await docs.countDocuments({ updated: true })).toBe(100);
      expect(await docs.countDocuments({ round: 4 })).toBe(0);
      await expect(docs.insertOne({ email: '1-1@x.sg' })).rejects.toMatchObject({ code: 11000 });
      expect((await docs.listIndexes().toArray()).map((index) => index.name)).toEqual([
        '_id_',
        'email_1',
      ]);
    });
  });

  it('recovers a snapshot and a journal of several megabytes, read a megabyte at a time', async () => {
    const dbPath = await freshDbPath();
    // Sizes that are not multiples of the read size, so records straddle reads; one record is
    // bigger than a whole read.
    const texts = Array.from({ length: 40 }, (_, i) =>
      String.fromCharCode(97 + (i % 26)).repeat((70_001 * (i + 1)) % 300_007),
    );
    texts.push('z'.repeat(2_500_000));
    await withEngine(
      dbPath,
      async (client) => {
        const docs = client.db('d').collection('docs');
        for (const [i, text] of texts.entries()) await docs.insertOne({ _id: i as never, text });
      },
      1024 * 1024,
    );
    expect((await readdir(dbPath)).some((name) => name.startsWith('snapshot-'))).toBe(true);
    const extra = 'after the snapshot '.repeat(100_000);
    await withEngine(dbPath, async (client) => {
      await client
        .db('d')
        .collection('docs')
        .insertOne({ _id: 'extra' as never, text: extra });
    });

    await withEngine(dbPath, async (client) => {
      const stored = await client.db('d').collection('docs').find().sort({ _id: 1 }).toArray();
      expect(stored.map((doc) => doc.text)).toEqual([...texts, extra]);
    });
  });

  it('keeps index definitions across a restart from the journal alone', async () => {
    const dbPath = await freshDbPath();
    await withEngine(dbPath, async (client) => {
      const users = client.db('d').collection('users');
      await users.createIndex({ email: 1 }, { unique: true, name: 'unique_email' });
      await users.insertOne({ email: 'a@b.sg' });
    });
    await withEngine(dbPath, async (client) => {
      const users = client.db('d').collection('users');
      await expect(users.insertOne({ email: 'a@b.sg' })).rejects.toMatchObject({ code: 11000 });
    });
  });

  it('keeps a renamed collection, its documents and indexes across restarts and compaction', async () => {
    const dbPath = await freshDbPath();
    await withEngine(dbPath, async (client) => {
      const drafts = client.db('d').collection('drafts');
      await drafts.createIndex({ slug: 1 }, { unique: true });
      await drafts.insertMany([{ slug: 'a' }, { slug: 'b' }]);
      await drafts.rename('posts');
    });
    for (const threshold of [undefined, 1]) {
      await withEngine(
        dbPath,
        async (client) => {
          const database = client.db('d');
          expect((await database.listCollections().toArray()).map((entry) => entry.name)).toEqual([
            'posts',
          ]);
          const posts = database.collection('posts');
          expect(await posts.countDocuments()).toBe(2);
          await expect(posts.insertOne({ slug: 'a' })).rejects.toMatchObject({ code: 11000 });
        },
        threshold,
      );
    }
  });

  it('refuses a second engine on the same data directory while the first runs', async () => {
    const dbPath = await freshDbPath();
    const first = await startEmbeddedServer({ dbPath, port: 0 });
    await expect(startEmbeddedServer({ dbPath, port: 0 })).rejects.toThrow(/already open|in use/);
    await first.close();
    const other = await spawnEngine(dbPath);
    cleanup.push(() => other.kill('SIGKILL'));
    await expect(startEmbeddedServer({ dbPath, port: 0 })).rejects.toThrow(
      /in use by another database process/,
    );
  });
});
