import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedServer, type EmbeddedServer } from '@sg-finance/embedded-mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOutsideWritesServed, startSite } from './outside-writes.js';

let dbPath: string;
let server: EmbeddedServer;
let site: Awaited<ReturnType<typeof startSite>>;

// A MongoDB without change streams: the engine run as a separate server, as `npm run db` does.
beforeAll(async () => {
  dbPath = await mkdtemp(path.join(tmpdir(), 'standalone-db-'));
  server = await startEmbeddedServer({ dbPath, port: 0 });
  site = await startSite({ MONGODB_URI: `${server.uri}/finance` });
});

afterAll(async () => {
  await site.close();
  await server.close();
  await rm(dbPath, { recursive: true, force: true });
});

describe('writes made around the app, on a MongoDB without change streams', () => {
  it('are served within two seconds: cached answers are revalidated every second', async () => {
    await expectOutsideWritesServed(site.app, server.uri, 'finance');
    expect(site.db.outsideWrites()).toBe('revalidation');
  });
});
