import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { usesExternalServer } from './engine-target.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(PACKAGE_DIR, 'src/cli.ts');

let dbPath: string | undefined;

afterEach(async () => {
  if (dbPath) await rm(dbPath, { recursive: true, force: true });
});

function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CLI, ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]: unknown[]) => code);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe.skipIf(usesExternalServer)('npm run db', () => {
  it('prints where it listens, serves clients and stops cleanly on SIGTERM', async () => {
    dbPath = await mkdtemp(path.join(tmpdir(), 'engine-cli-'));
    const cli = runCli(['--port', '0', '--dbpath', dbPath]);
    try {
      await expect
        .poll(() => cli.output().stdout, { timeout: 15_000 })
        .toMatch(/listening on mongodb:\/\//);
      const uri = /(mongodb:\/\/[^\s]+)/.exec(cli.output().stdout)?.[1] as string;
      const client = await new MongoClient(uri).connect();
      await client.db('cli').collection('c').insertOne({ a: 1 });
      await client.close();
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      expect(existsSync(path.join(dbPath, 'mongod.lock'))).toBe(false);
    } finally {
      cli.child.kill('SIGKILL');
    }
  });

  it('explains bad arguments and exits with status 2', async () => {
    const missing = runCli(['--port', '27017']);
    expect(await missing.exited).toBe(2);
    expect(missing.output().stderr).toContain('--dbpath is required');
    const badPort = runCli(['--port', 'http', '--dbpath', 'x']);
    expect(await badPort.exited).toBe(2);
    expect(badPort.output().stderr).toContain('--port must be an integer');
    const unknown = runCli(['--verbose']);
    expect(await unknown.exited).toBe(2);
    expect(unknown.output().stderr).toMatch(/usage: npm run db/);
  });

  it.each(['0.0.0.0', '192.168.1.20', '::', 'example.com', '127.0.0.1,10.0.0.5'])(
    'refuses to listen beyond loopback (--bind_ip %s) with status 2',
    async (address) => {
      dbPath = await mkdtemp(path.join(tmpdir(), 'engine-cli-'));
      const cli = runCli(['--port', '0', '--dbpath', dbPath, '--bind_ip', address]);
      try {
        expect(await cli.exited).toBe(2);
      } finally {
        cli.child.kill('SIGKILL');
      }
      const { stderr } = cli.output();
      expect(stderr).toContain(
        `--bind_ip ${address} is not a loopback address: the embedded database has no authentication, so it only listens on 127.0.0.1, ::1 or localhost`,
      );
      expect(stderr).toContain('loopback only: 127.0.0.1, ::1 or localhost');
    },
  );

  it('listens on ::1 when asked', async () => {
    dbPath = await mkdtemp(path.join(tmpdir(), 'engine-cli-'));
    const cli = runCli(['--port', '0', '--dbpath', dbPath, '--bind_ip', '::1']);
    try {
      await expect
        .poll(() => cli.output().stdout, { timeout: 15_000 })
        .toMatch(/listening on mongodb:\/\/\[::1\]:\d+/);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exited;
    }
  });
});
