import { lstat, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../src/db/connect.js';
import { listeningTcpPorts } from '../support/listening-ports.js';

let dataDir = '';
let db: DatabaseConnection | undefined;

afterEach(async () => {
  await db?.close();
  db = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database started by the server', () => {
  it('is reached through a 0600 Unix socket in DATA_DIR and opens no TCP port', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'server-db-'));
    const portsBefore = await listeningTcpPorts();

    db = await connectDatabase({ mongodbUri: undefined, dataDir });

    const socketPath = path.join(dataDir, 'db', 'mongod.sock');
    expect(db.mode).toBe('embedded');
    expect(db.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}/finance`);
    const socket = await lstat(socketPath);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(await listeningTcpPorts()).toEqual(portsBefore);

    const notes = mongoose.connection.collection('notes');
    await notes.insertOne({ text: 'stored through the socket' });
    expect(await notes.findOne({}, { projection: { _id: 0 } })).toEqual({
      text: 'stored through the socket',
    });
  });
});
