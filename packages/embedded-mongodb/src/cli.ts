#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedServer, type EmbeddedServerOptions } from './index.js';

const USAGE = [
  'usage: npm run db -- --dbpath DIR [--port 27017] [--bind_ip 127.0.0.1]',
  '  --bind_ip takes loopback only: 127.0.0.1, ::1 or localhost. The engine has no',
  '  authentication; listening beyond loopback would need credentials, which it does not support.',
].join('\n');

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', 'localhost']);

function loopbackHost(bindIp: string | undefined): string {
  if (bindIp === undefined) return '127.0.0.1';
  if (!LOOPBACK_ADDRESSES.has(bindIp)) {
    throw new Error(
      `--bind_ip ${bindIp} is not a loopback address: the embedded database has no authentication, so it only listens on 127.0.0.1, ::1 or localhost`,
    );
  }
  return bindIp;
}

function parseOptions(argv: string[]): EmbeddedServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      dbpath: { type: 'string' },
      bind_ip: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!values.dbpath) throw new Error('--dbpath is required');
  const port = values.port === undefined ? 27017 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be an integer between 0 and 65535, got '${values.port ?? ''}'`);
  }
  // npm runs workspace scripts inside server/; a relative path means relative to where npm was run.
  const dbPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dbpath);
  return { dbPath, port, host: loopbackHost(values.bind_ip) };
}

async function main(): Promise<void> {
  // The umask of the site and its other command line tools (server/src/config/private-files.ts,
  // which this package cannot import): whatever is created here is its user's alone.
  process.umask(0o077);
  let options: EmbeddedServerOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const server = await startEmbeddedServer(options);
  console.log(`embedded database listening on ${server.uri} (data in ${options.dbPath})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('could not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(
    `could not start the embedded database: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
