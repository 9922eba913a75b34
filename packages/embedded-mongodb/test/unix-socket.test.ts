import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { lstat, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../src/index.js';
import { usesExternalServer } from './engine-target.js';

let dbPath: string;
let socketPath: string;
let engine: EmbeddedServer | undefined;
let client: MongoClient | undefined;
let otherListener: Server | undefined;

beforeEach(async () => {
  dbPath = await mkdtemp(path.join(tmpdir(), 'engine-socket-'));
  socketPath = path.join(dbPath, 'mongod.sock');
});

afterEach(async () => {
  await client?.close();
  await engine?.close();
  if (otherListener) await new Promise((resolve) => otherListener?.close(resolve));
  client = undefined;
  engine = undefined;
  otherListener = undefined;
  await rm(dbPath, { recursive: true, force: true });
});

/** Leaves a socket file behind the way a killed process does: bound, then SIGKILLed. */
async function leaveStaleSocket(file: string): Promise<void> {
  const script = `require('node:net').createServer().listen(${JSON.stringify(file)}, () => console.log('up'))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  child.kill('SIGKILL');
  await once(child, 'exit');
}

describe.skipIf(usesExternalServer)('listening on a Unix domain socket', () => {
  it('serves clients on the socket only, with the socket 0600 in a 0700 folder', async () => {
    engine = await startEmbeddedServer({ dbPath, socketPath });
    expect(engine.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}`);
    expect(engine.socketPath).toBe(socketPath);
    expect(engine.port).toBeUndefined();

    const socket = await lstat(socketPath);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect((await stat(dbPath)).mode & 0o777).toBe(0o700);

    client = await new MongoClient(engine.uri).connect();
    const items = client.db('socket').collection('items');
    await items.insertOne({ name: 'over the socket' });
    expect(await items.findOne({}, { projection: { _id: 0 } })).toEqual({
      name: 'over the socket',
    });
  });

  it('removes its socket file when it stops', async () => {
    engine = await startEmbeddedServer({ dbPath, socketPath });
    await engine.close();
    engine = undefined;
    expect(existsSync(socketPath)).toBe(false);
  });

  it('replaces a socket file left by a killed process', async () => {
    await leaveStaleSocket(socketPath);
    expect((await lstat(socketPath)).isSocket()).toBe(true);

    engine = await startEmbeddedServer({ dbPath, socketPath });
    client = await new MongoClient(engine.uri).connect();
    expect(await client.db('socket').command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('refuses a socket another live process answers on, and leaves it in place', async () => {
    otherListener = createServer((connection) => connection.end());
    await new Promise<void>((resolve) => otherListener?.listen(socketPath, resolve));

    await expect(startEmbeddedServer({ dbPath, socketPath })).rejects.toThrow(
      `another process is listening on ${socketPath}`,
    );
    expect((await lstat(socketPath)).isSocket()).toBe(true);
    // The data directory was released: the engine can open it once the socket is free.
    await new Promise((resolve) => otherListener?.close(resolve));
    otherListener = undefined;
    engine = await startEmbeddedServer({ dbPath, socketPath });
  });

  it('never deletes a file that is not a socket', async () => {
    await writeFile(socketPath, 'not a socket');
    await expect(startEmbeddedServer({ dbPath, socketPath })).rejects.toThrow(
      `${socketPath} exists and is not a socket`,
    );
    expect((await lstat(socketPath)).isFile()).toBe(true);
  });

  it('explains a socket path longer than the system allows', async () => {
    const longPath = path.join(dbPath, `${'s'.repeat(120)}.sock`);
    await expect(startEmbeddedServer({ dbPath, socketPath: longPath })).rejects.toThrow(
      /socket path is \d+ bytes long; the limit is 107/,
    );
  });

  it('refuses a socket path together with a TCP port or host', async () => {
    await expect(startEmbeddedServer({ dbPath, socketPath, port: 0 })).rejects.toThrow(
      'listen on either a socketPath or a TCP host and port, not both',
    );
  });
});
