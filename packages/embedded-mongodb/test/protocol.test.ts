import { connect as connectSocket, type Socket } from 'node:net';
import { BSON, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32c } from '../src/wire/crc32c.js';
import { openTarget, usesExternalServer, type EngineTarget } from './engine-target.js';

const OP_MSG = 2013;
const OP_QUERY = 2004;

let target: EngineTarget;
let port = 0;

beforeAll(async () => {
  target = await openTarget('protocol');
  port = Number(new URL(target.uri).port);
});

afterAll(() => target.close());

function header(length: number, opCode: number, requestId = 7): Buffer {
  const bytes = Buffer.alloc(16);
  bytes.writeInt32LE(length, 0);
  bytes.writeInt32LE(requestId, 4);
  bytes.writeInt32LE(0, 8);
  bytes.writeInt32LE(opCode, 12);
  return bytes;
}

function opMsg(
  body: Document,
  options: { flags?: number; sequences?: Array<[string, Document[]]> } = {},
): Buffer {
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE(options.flags ?? 0, 0);
  const sections: Buffer[] = [Buffer.from([0]), Buffer.from(BSON.serialize(body))];
  for (const [identifier, documents] of options.sequences ?? []) {
    const payload = Buffer.concat([
      Buffer.from(`${identifier}\0`),
      ...documents.map((doc) => Buffer.from(BSON.serialize(doc))),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    sections.push(Buffer.from([1]), size, payload);
  }
  const withoutChecksum = Buffer.concat([flags, ...sections]);
  const checksumBytes = (options.flags ?? 0) & 1 ? 4 : 0;
  const message = Buffer.concat([
    header(16 + withoutChecksum.length + checksumBytes, OP_MSG),
    withoutChecksum,
  ]);
  if (!checksumBytes) return message;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32LE(crc32c(message), 0);
  return Buffer.concat([message, checksum]);
}

function opQuery(namespace: string, query: Document): Buffer {
  const flags = Buffer.alloc(4);
  const counts = Buffer.alloc(8);
  counts.writeInt32LE(-1, 4);
  const body = Buffer.concat([
    flags,
    Buffer.from(`${namespace}\0`),
    counts,
    Buffer.from(BSON.serialize(query)),
  ]);
  return Buffer.concat([header(16 + body.length, OP_QUERY), body]);
}

interface Exchange {
  reply?: Buffer;
  closed: boolean;
}

/** Sends bytes on a fresh socket and waits for one reply, the socket closing, or a quiet period. */
function exchange(bytes: Buffer | Buffer[], quietMs = 1_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connectSocket(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = (result: Exchange) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ closed: false }), quietMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= received.readInt32LE(0))
        finish({ reply: received, closed: false });
    });
    socket.on('close', () => finish({ closed: true }));
    socket.on('error', () => finish({ closed: true }));
    socket.on('connect', async () => {
      for (const part of Array.isArray(bytes) ? bytes : [bytes]) {
        socket.write(part);
        await new Promise((next) => setImmediate(next));
      }
    });
  });
}

function replyBody(reply: Buffer | undefined): Document {
  if (!reply) throw new Error('no reply');
  const opCode = reply.readInt32LE(12);
  return BSON.deserialize(reply.subarray(opCode === OP_MSG ? 21 : 36));
}

async function serverStillAnswers(): Promise<void> {
  expect(await target.client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
}

describe.skipIf(usesExternalServer)('wire protocol robustness', () => {
  it('closes the connection on garbage bytes and keeps serving others', async () => {
    const result = await exchange(Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(result.closed).toBe(true);
    await serverStillAnswers();
  });

  it('refuses a length below the header size or above 48 MB before reading the body', async () => {
    expect((await exchange(header(8, OP_MSG).subarray(0, 8))).closed).toBe(true);
    expect((await exchange(header(100_000_000, OP_MSG))).closed).toBe(true);
    await serverStillAnswers();
  });

  it('closes the connection on an unknown opcode', async () => {
    const message = Buffer.concat([header(26, 2010), Buffer.alloc(10)]);
    expect((await exchange(message)).closed).toBe(true);
    await serverStillAnswers();
  });

  it('answers InvalidBSON for a malformed body', async () => {
    const message = opMsg({ ping: 1, $db: 'admin' });
    message.writeInt32LE(9_999, 21);
    expect(replyBody((await exchange(message)).reply)).toMatchObject({
      ok: 0,
      code: 22,
      codeName: 'InvalidBSON',
    });
    await serverStillAnswers();
  });

  it('verifies the CRC-32C checksum when the flag is set', async () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    const valid = opMsg({ ping: 1, $db: 'admin' }, { flags: 1 });
    expect(replyBody((await exchange(valid)).reply)).toEqual({ ok: 1 });
    const corrupted = Buffer.from(valid);
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 1) ^ 0xff, corrupted.length - 1);
    expect(replyBody((await exchange(corrupted)).reply)).toMatchObject({ ok: 0 });
  });

  it('reads document sequences (kind 1 sections) and messages split into tiny chunks', async () => {
    const message = opMsg(
      { insert: 'sequenced', $db: target.dbName },
      { sequences: [['documents', [{ _id: 1 }, { _id: 2 }]]] },
    );
    const chunks = Array.from({ length: message.length }, (_, i) => message.subarray(i, i + 1));
    expect(replyBody((await exchange(chunks, 3_000)).reply)).toEqual({ n: 2, ok: 1 });
    expect(await target.db.collection('sequenced').countDocuments()).toBe(2);
  });

  it('applies a moreToCome write without answering', async () => {
    const message = opMsg(
      { insert: 'silent', documents: [{ _id: 'w0' }], $db: target.dbName },
      { flags: 2 },
    );
    const result = await exchange(message, 300);
    expect(result.reply).toBeUndefined();
    await expect.poll(() => target.db.collection('silent').countDocuments()).toBe(1);
  });

  it('answers the legacy OP_QUERY handshake with OP_REPLY', async () => {
    const { reply } = await exchange(opQuery('admin.$cmd', { isMaster: 1 }));
    expect(reply?.readInt32LE(12)).toBe(1);
    expect(reply?.readInt32LE(32)).toBe(1);
    expect(replyBody(reply)).toMatchObject({ ok: 1, ismaster: true, maxWireVersion: 21 });
    const failed = await exchange(opQuery(`${target.dbName}.users`, {}));
    expect(failed.reply?.readInt32LE(16)).toBe(2);
    expect(replyBody(failed.reply)).toMatchObject({
      ok: 0,
      code: 5739101,
      codeName: 'Location5739101',
    });
  });

  it('serves many concurrent connections', async () => {
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => new MongoClient(target.uri, { maxPoolSize: 5 }).connect()),
    );
    try {
      await Promise.all(
        clients.flatMap((client, c) =>
          Array.from({ length: 10 }, (_, i) =>
            client.db(target.dbName).collection('busy').insertOne({ c, i }),
          ),
        ),
      );
      expect(await target.db.collection('busy').countDocuments()).toBe(200);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });
});
