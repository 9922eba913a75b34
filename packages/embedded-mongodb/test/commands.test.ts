import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

let target: EngineTarget;

beforeAll(async () => {
  target = await openTarget('commands');
});

afterAll(() => target.close());

describe('handshake and server information', () => {
  it('answers hello as a writable standalone server', async () => {
    const hello = await target.client.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({
      ok: 1,
      isWritablePrimary: true,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      logicalSessionTimeoutMinutes: 30,
      minWireVersion: 0,
    });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(hello).not.toHaveProperty('setName');
    expect(typeof hello.connectionId).toBe('number');
    expect(hello.localTime).toBeInstanceOf(Date);
  });

  it('answers the legacy isMaster, ping and buildInfo', async () => {
    const admin = target.client.db('admin');
    expect(await admin.command({ isMaster: 1 })).toMatchObject({ ok: 1, ismaster: true });
    expect(await admin.command({ ping: 1 })).toEqual({ ok: 1 });
    const info = await admin.command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(info.versionArray)).toBe(true);
  });

  it('answers an unknown command with CommandNotFound', async () => {
    await expect(target.db.command({ frobnicate: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
      errmsg: "no such command: 'frobnicate'",
    });
  });

  it('answers connectionStatus and whatsmyuri', async () => {
    const status = await target.db.command({ connectionStatus: 1 });
    expect(status.authInfo).toBeDefined();
    const me = await target.client.db('admin').command({ whatsmyuri: 1 });
    expect(me.you).toMatch(/:\d+$/);
  });

  it.skipIf(usesExternalServer)('refuses transactions with CommandNotSupported', async () => {
    await expect(target.client.db('admin').command({ commitTransaction: 1 })).rejects.toMatchObject(
      { code: 115, message: expect.stringContaining('does not support transactions') as string },
    );
    await expect(target.client.db('admin').command({ abortTransaction: 1 })).rejects.toMatchObject({
      code: 115,
    });
  });
});

describe('databases and collections', () => {
  it('creates databases and collections on first write, chosen by $db', async () => {
    const other = target.client.db(`${target.dbName}-other`);
    await other.collection('first').insertOne({ a: 1 });
    const names = (
      await target.client.db('admin').admin().listDatabases({ nameOnly: true })
    ).databases.map((database) => database.name);
    expect(names).toContain(`${target.dbName}-other`);
    expect(await target.db.collection('first').countDocuments()).toBe(0);
    await other.dropDatabase();
    const after = (await target.client.db('admin').admin().listDatabases()).databases.map(
      (database) => database.name,
    );
    expect(after).not.toContain(`${target.dbName}-other`);
  });

  it('creates a collection explicitly and refuses to create it twice', async () => {
    await target.db.createCollection('explicit');
    await expect(target.db.command({ create: 'explicit' })).rejects.toMatchObject({
      code: 48,
      codeName: 'NamespaceExists',
    });
  });

  it('lists collections with a name filter, nameOnly and the cursor shape', async () => {
    await target.db.collection('listed-a').insertOne({});
    await target.db.collection('listed-b').insertOne({});
    const reply = await target.db.command({ listCollections: 1, filter: { name: 'listed-a' } });
    const cursor = reply.cursor as Document;
    expect(cursor.ns).toBe(`${target.dbName}.$cmd.listCollections`);
    expect(cursor.firstBatch).toHaveLength(1);
    expect(cursor.firstBatch[0]).toMatchObject({ name: 'listed-a', type: 'collection' });
    const names = await target.db.listCollections({}, { nameOnly: true }).toArray();
    expect(names.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['listed-a', 'listed-b']),
    );
  });

  it('drops a collection with its documents and indexes', async () => {
    const dropped = target.db.collection('dropped');
    await dropped.insertOne({ email: 'x' });
    await dropped.createIndex({ email: 1 }, { unique: true });
    expect(await dropped.drop()).toBe(true);
    expect(await dropped.countDocuments()).toBe(0);
    await dropped.insertMany([{ email: 'x' }, { email: 'x' }]);
    const listed = await target.db.listCollections({ name: 'dropped' }).toArray();
    expect(listed).toHaveLength(1);
  });

  it('refuses invalid collection names', async () => {
    await expect(target.db.collection('bad$name').insertOne({})).rejects.toMatchObject({
      code: 73,
    });
  });
});
