import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BSON, MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEngine } from '../src/engine.js';
import type { EmbeddedServer } from '../src/index.js';
import { usesExternalServer } from './engine-target.js';

const OP_MSG = 2013;
/** A small total so the test sends kilobytes, not the 64 MB of the default. */
const MAX_BUFFERED_BYTES = 1_000_000;

let dbPath: string;
let engine: EmbeddedServer;
const sockets: Socket[] = [];

beforeEach(async () => {
  dbPath = await mkdtemp(path.join(tmpdir(), 'engine-wire-limits-'));
  engine = await startEngine({ dbPath, port: 0, maxBufferedBytes: MAX_BUFFERED_BYTES });
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await engine.close();
  await rm(dbPath, { recursive: true, force: true });
});

/** Opens a raw connection and sends the start of a message that claims `length` bytes. */
async function sendUnfinishedMessage(length: number, bodyBytes: number): Promise<Socket> {
  const socket = connect(engine.port as number, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  const header = Buffer.alloc(16);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(1, 4);
  header.writeInt32LE(OP_MSG, 12);
  socket.write(Buffer.concat([header, Buffer.alloc(bodyBytes, 0x61)]));
  return socket;
}

/** A ping padded to `bytes`, all sent but its last byte; `finish()` sends it and awaits the reply. */
async function startPaddedPing(bytes: number) {
  const body = Buffer.from(BSON.serialize({ ping: 1, pad: 'a'.repeat(bytes), $db: 'admin' }));
  const message = Buffer.concat([Buffer.alloc(16), Buffer.alloc(5), body]);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(2, 4);
  message.writeInt32LE(OP_MSG, 12);
  const socket = connect(engine.port as number, '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  socket.write(message.subarray(0, -1));
  return {
    socket,
    async finish(): Promise<Buffer> {
      const reply = once(socket, 'data');
      socket.write(message.subarray(-1));
      return ((await reply) as [Buffer])[0];
    },
  };
}

describe.skipIf(usesExternalServer)('bytes held for unfinished messages', () => {
  it('close the connection that takes the total over the limit; others are served', async () => {
    const first = await sendUnfinishedMessage(900_000, 600_000);
    const second = await sendUnfinishedMessage(900_000, 600_000);
    const closed = (socket: Socket) => new Promise((resolve) => socket.once('close', resolve));
    await Promise.race([closed(first), closed(second)]);
    expect(first.destroyed || second.destroyed).toBe(true);

    const client = await new MongoClient(engine.uri).connect();
    try {
      expect(await client.db('limits').command({ ping: 1 })).toEqual({ ok: 1 });
      const large = 'x'.repeat(300_000);
      await client.db('limits').collection('docs').insertOne({ large });
      expect((await client.db('limits').collection('docs').findOne())?.large).toBe(large);
    } finally {
      await client.close();
    }
  });

  it('are released when a connection closes', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { socket } = await startPaddedPing(700_000);
      socket.end();
      await once(socket, 'close');
    }
    const last = await startPaddedPing(700_000);
    const reply = await last.finish();
    expect(reply.readInt32LE(12)).toBe(OP_MSG);
    expect(BSON.deserialize(reply.subarray(21))).toEqual({ ok: 1 });
  });
});
