import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env.js';
import { startServerProcess } from '../support/server-process.js';

interface Entry {
  path: string;
  kind: 'folder' | 'file';
  mode: string;
}

/** Every folder and file under `dir`, with its permission bits in octal. */
async function walk(dir: string, root = dir): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name);
    const info = await stat(full);
    const entry = { path: path.relative(root, full), mode: (info.mode & 0o777).toString(8) };
    if (info.isDirectory()) {
      entries.push({ ...entry, kind: 'folder' }, ...(await walk(full, root)));
    } else {
      entries.push({ ...entry, kind: 'file' });
    }
  }
  return entries;
}

/** Starts the real server on a data folder that does not exist yet, seeds it and stops it. */
async function runServerOnce(dataDir: string): Promise<void> {
  const server = await startServerProcess({
    entry: 'sources',
    dataDir,
    env: { ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: 'owner-password-7' },
  });
  await server.stop();
}

describe('a new DATA_DIR', () => {
  let parent = '';

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'data-dir-modes-'));
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('is created 0700 with the generated JWT secret 0600', async () => {
    const dataDir = path.join(parent, 'config-only', 'data');
    parseConfig({ DATA_DIR: dataDir, JWT_SECRET: '' });

    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('holds only folders 0700 and files 0600 after the server ran, uploads and journal included', async () => {
    const dataDir = path.join(parent, 'site');
    await runServerOnce(dataDir);

    const entries = await walk(dataDir);
    expect(entries.some((entry) => entry.path === 'jwt-secret')).toBe(true);
    expect(
      entries.some((entry) => entry.path.startsWith('uploads/') && entry.kind === 'file'),
    ).toBe(true);
    expect(entries.some((entry) => entry.path.startsWith('db/') && entry.kind === 'file')).toBe(
      true,
    );
    const loose = entries.filter(
      (entry) => entry.mode !== (entry.kind === 'folder' ? '700' : '600'),
    );
    expect(loose).toEqual([]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  }, 120_000);
});
