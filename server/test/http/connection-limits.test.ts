import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env.js';
import {
  createHttpServer,
  defaultMaxConnections,
  readFileDescriptorLimit,
  type HttpLimits,
} from '../../src/http/http-server.js';

const app = express();
app.get('/ping', (_req, res) => {
  res.send('pong');
});
let echoRequests = 0;
app.post('/echo', (req, res) => {
  echoRequests += 1;
  req.resume();
  req.on('end', () => res.send('done'));
});

const openServers: ReturnType<typeof createHttpServer>[] = [];
const openSockets: net.Socket[] = [];

afterEach(async () => {
  for (const socket of openSockets.splice(0)) socket.destroy();
  await Promise.all(
    openServers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

const generous: HttpLimits = {
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 60_000,
  maxConnections: 1000,
};

async function listen(limits: Partial<HttpLimits>): Promise<number> {
  const server = createHttpServer(app, { ...generous, ...limits });
  openServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  openSockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Everything the server sent until it closed the connection. */
function receivedUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(received));
  });
}

describe('the HTTP server of the site', () => {
  it('cuts a client that never finishes its headers with 408', async () => {
    const port = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const socket = await connect(port);
    const answer = receivedUntilClosed(socket);
    socket.write('GET /ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');

    expect(await answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('cuts a connection that never sends anything', async () => {
    const port = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const socket = await connect(port);
    expect(await receivedUntilClosed(socket)).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('cuts a body that trickles in, even while bytes keep arriving', async () => {
    const port = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 800 });
    const socket = await connect(port);
    const answer = receivedUntilClosed(socket);
    socket.write('POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('x');
    }, 50);
    try {
      expect(await answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const port = await listen({ keepAliveTimeoutMs: 200 });
    const socket = await connect(port);
    const answer = receivedUntilClosed(socket);
    socket.write('GET /ping HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');

    const received = await answer;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(received).toMatch(/pong$/);
  });

  it('at the cap, lets a visitor in at once in place of the oldest idle connection', async () => {
    const port = await listen({ maxConnections: 3 });
    const flood = await Promise.all([connect(port), connect(port), connect(port)]);
    const cut = flood.map(receivedUntilClosed);

    const visitor = await connect(port);
    const answer = receivedUntilClosed(visitor);
    visitor.write('GET /ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    // The header timeout here is a minute, longer than the test's time limit: a visitor let in
    // only once an idle connection timed out would fail it.
    expect(await answer).toMatch(/pong$/);
    expect(await cut[0]).toBe('');
    expect(flood.map((socket) => socket.destroyed || socket.readyState === 'closed')).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses a newcomer while every connection carries a request, and serves again once one ends', async () => {
    const port = await listen({ maxConnections: 2 });
    const busy = await Promise.all([connect(port), connect(port)]);
    const before = echoRequests;
    for (const socket of busy) {
      socket.write('POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\n');
    }
    while (echoRequests < before + 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await connect(port);
    expect(await receivedUntilClosed(refused)).toBe('');

    const finished = receivedUntilClosed(busy[0]!);
    busy[0]!.end('0123456789');
    expect(await finished).toMatch(/done$/);
    const visitor = await connect(port);
    const answer = receivedUntilClosed(visitor);
    visitor.write('GET /ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/pong$/);
  });
});

describe('connection limits from the configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-data-dir' };

  it('defaults to the timeouts of a public site and a cap below the descriptor limit', () => {
    const { http } = parseConfig(base);
    expect(http).toMatchObject({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
    });
    const limit = readFileDescriptorLimit();
    if (limit !== undefined) {
      expect(http.maxConnections).toBe(defaultMaxConnections(limit));
      expect(http.maxConnections).toBeLessThan(limit);
    }
  });

  it('leaves room for the database and files below the descriptor limit', () => {
    expect(defaultMaxConnections(20_000)).toBe(17_744);
    expect(defaultMaxConnections(1024)).toBe(665);
    expect(defaultMaxConnections(300)).toBe(64);
  });

  it('reads the values in seconds and the cap as given', () => {
    const { http } = parseConfig({
      ...base,
      HTTP_HEADERS_TIMEOUT_SECONDS: '10',
      HTTP_REQUEST_TIMEOUT_SECONDS: '30',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '2.5',
      MAX_CONNECTIONS: '500',
    });
    expect(http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 2_500,
      maxConnections: 500,
    });
  });

  it('refuses a header timeout longer than the request timeout', () => {
    expect(() =>
      parseConfig({
        ...base,
        HTTP_HEADERS_TIMEOUT_SECONDS: '90',
        HTTP_REQUEST_TIMEOUT_SECONDS: '30',
      }),
    ).toThrow('HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS');
  });
});
