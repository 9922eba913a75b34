import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedServer } from '@sg-finance/embedded-mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { runCli } from './run-cli.js';

let work = '';
let site: ServerProcess;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'create-admin-beside-site-'));
  site = await startServerProcess({
    entry: 'sources',
    dataDir: path.join(work, 'site'),
    env: { SEED_DEMO: 'false' },
  });
}, 120_000);

afterAll(async () => {
  await site.stop();
  await rm(work, { recursive: true, force: true });
});

async function signIn(email: string, password: string) {
  const answer = await fetch(`${site.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: answer.status, body: (await answer.json()) as { isAdmin?: boolean } };
}

describe('npm run create-admin while the site runs on the embedded database', () => {
  it('creates the administrator through the running site, who can sign in at once', async () => {
    const created = await runCli(
      'create-admin',
      ['--email', 'owner@example.test', '--password', 'owner-password-7', '--name', 'Owner'],
      { DATA_DIR: site.dataDir },
    );
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toBe('Administrator owner@example.test created.');
    expect(created.code).toBe(0);

    const session = await signIn('owner@example.test', 'owner-password-7');
    expect(session.status).toBe(200);
    expect(session.body.isAdmin).toBe(true);
  }, 60_000);

  it('promotes a reader who signed up on the running site', async () => {
    const registered = await fetch(`${site.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Reader',
        email: 'reader@example.test',
        password: 'reader-password-7',
      }),
    });
    expect(registered.status).toBe(201);
    expect((await signIn('reader@example.test', 'reader-password-7')).body.isAdmin).toBe(false);

    const promoted = await runCli('create-admin', ['--email', 'reader@example.test'], {
      DATA_DIR: site.dataDir,
    });
    expect(promoted.stdout.trim()).toBe('reader@example.test is now an administrator.');
    expect(promoted.code).toBe(0);
    expect((await signIn('reader@example.test', 'reader-password-7')).body.isAdmin).toBe(true);
  }, 60_000);

  it('says in one sentence what to do when the database is held by a process serving no site', async () => {
    const dataDir = path.join(work, 'held-by-npm-run-db');
    const engine = await startEmbeddedServer({ dbPath: path.join(dataDir, 'db'), port: 0 });
    try {
      const refused = await runCli(
        'create-admin',
        ['--email', 'owner@example.test', '--password', 'owner-password-7'],
        { DATA_DIR: dataDir },
      );
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim()).toBe(
        `${path.join(dataDir, 'db')} is held by process ${process.pid}, which serves no site on ` +
          'it (is `npm run db` running?): stop that process and run this command again.',
      );
    } finally {
      await engine.close();
    }
  }, 60_000);
});
