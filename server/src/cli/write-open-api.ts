/**
 * Writes the OpenAPI document the app serves at `/api/openapi.json` to the file named by the
 * first argument: the app is built (without a database, which the document does not read),
 * started on a free port and asked, so the file is the live document.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app.js';
import { parseConfig } from '../config/env.js';
import { createLogger } from '../logging/logger.js';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: write-open-api <file>');
  process.exit(2);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'open-api-'));
try {
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-secret-for-writing-the-document-only-0123456789',
  });
  const app = createApp({ config, dbMode: 'embedded', logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
  server.close();
  if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
  await writeFile(target, `${JSON.stringify(await response.json(), null, 2)}\n`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
