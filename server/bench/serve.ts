// The server under test, started by the benchmarks in a process of its own: the app of
// `createApp` on the embedded database of the data folder given as argument, with the
// reference routes under `/bench`, and a bare `node:http` server on a second port.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { parseConfig } from '../src/config/env.js';
import { connectDatabase } from '../src/db/connect.js';
import { buildIndexes } from './build-indexes.js';
import {
  createBareServer,
  createReferenceRouter,
  mountBeforeFallback,
  type MemoryBody,
} from './reference-routes.js';

const config = parseConfig(process.env);
const db = await connectDatabase(config);
await buildIndexes();

const body: MemoryBody = { bytes: Buffer.from('[]') };
const app = createApp({ config, dbMode: db.mode });
mountBeforeFallback(app, '/bench', createReferenceRouter(body));

const server = app.listen(0, '127.0.0.1');
const bare = createBareServer(body).listen(0, '127.0.0.1');
await Promise.all([once(server, 'listening'), once(bare, 'listening')]);

const port = (server.address() as AddressInfo).port;
const barePort = (bare.address() as AddressInfo).port;
console.log(`bench server ready ${JSON.stringify({ port, barePort })}`);

process.once('SIGTERM', () => {
  server.closeAllConnections();
  bare.closeAllConnections();
  server.close();
  bare.close();
  // Requests the load generator left unanswered may still hold database connections.
  void db.close().finally(() => process.exit(0));
});
