import { statSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackup } from '../../src/backup/backup.js';
import { parseConfig, type Config } from '../../src/config/env.js';
import { connectDatabase } from '../../src/db/connect.js';
import { ensureConfiguredAdmin } from '../../src/services/user.service.js';

let work = '';
let config: Config;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'backup-private-'));
  config = parseConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'data') });
  const db = await connectDatabase(config);
  try {
    await ensureConfiguredAdmin({
      email: 'owner@example.test',
      password: 'owner-password-7',
      name: 'Owner',
    });
  } finally {
    await db.close();
  }
});

afterAll(async () => {
  vi.restoreAllMocks();
  await rm(work, { recursive: true, force: true });
});

interface Listen {
  /** What the server listened on: a Unix socket path, or a TCP port. */
  target: unknown;
  /** For a socket, the permission bits of its folder when the engine started listening. */
  folderMode?: string;
}

describe('npm run backup', () => {
  it('opens no TCP port: the copy is read through a Unix socket in a 0700 folder', async () => {
    const listens: Listen[] = [];
    const listen = net.Server.prototype.listen;
    vi.spyOn(net.Server.prototype, 'listen').mockImplementation(function (
      this: net.Server,
      ...args: unknown[]
    ) {
      const [target] = args;
      listens.push(
        typeof target === 'string'
          ? { target, folderMode: (statSync(path.dirname(target)).mode & 0o777).toString(8) }
          : { target },
      );
      return (listen as (...rest: unknown[]) => net.Server).apply(this, args);
    });

    const archive = path.join(work, 'backups', 'site.tar.gz');
    await createBackup(config, archive);
    vi.restoreAllMocks();

    expect(listens).toEqual([
      { target: expect.stringMatching(/\/mongod\.sock$/), folderMode: '700' },
    ]);
    expect(listens[0]!.target).not.toContain(config.dataDir);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries.some((entry) => entry.startsWith('db/journal-'))).toBe(true);
  });

  it('writes the archive 0600 and a folder it creates 0700, whatever the umask', async () => {
    const archive = path.join(work, 'new-folder', 'site.tar.gz');
    const previous = process.umask(0o022);
    try {
      await createBackup(config, archive);
    } finally {
      process.umask(previous);
    }
    expect(((await stat(archive)).mode & 0o777).toString(8)).toBe('600');
    expect(((await stat(path.dirname(archive))).mode & 0o777).toString(8)).toBe('700');
  });
});
