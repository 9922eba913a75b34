import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEngine } from '../src/engine.js';
import { usesExternalServer } from './engine-target.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'engine-modes-'));
  await chmod(root, 0o755);
});

afterEach(() => rm(root, { recursive: true, force: true }));

async function modeOf(file: string): Promise<number> {
  return (await stat(file)).mode & 0o777;
}

/** The mode of each file, leaving out any that a finishing compaction removed meanwhile. */
async function modesIn(directory: string): Promise<Record<string, number>> {
  const modes: Record<string, number> = {};
  for (const name of (await readdir(directory)).sort()) {
    const mode = await modeOf(path.join(directory, name)).catch(() => undefined);
    if (mode !== undefined) modes[name] = mode;
  }
  return modes;
}

/** Starts the engine, writes enough to compact the journal into a snapshot, and stops it. */
async function writeAndCompact(dbPath: string): Promise<Record<string, number>> {
  const engine = await startEngine({ dbPath, port: 0, compactionThresholdBytes: 4_096 });
  const client = await new MongoClient(engine.uri).connect();
  try {
    const users = client.db('modes').collection('users');
    for (let batch = 0; batch < 4; batch += 1) {
      await users.insertMany(
        Array.from({ length: 20 }, (_, index) => ({ email: `${batch}-${index}@example.test` })),
      );
    }
    // Compaction runs in the background: wait for the snapshot to be in place.
    await expect
      .poll(async () => (await readdir(dbPath)).some((name) => /^snapshot-\d+\.bson$/.test(name)))
      .toBe(true);
    return await modesIn(dbPath);
  } finally {
    await client.close();
    await engine.close();
  }
}

describe.skipIf(usesExternalServer)('the files of a data directory', () => {
  it('are created readable by their owner only: folders 0700, files 0600', async () => {
    const dbPath = path.join(root, 'data', 'db');
    const whileRunning = await writeAndCompact(dbPath);

    expect(await modeOf(path.join(root, 'data'))).toBe(0o700);
    expect(await modeOf(dbPath)).toBe(0o700);
    expect(Object.keys(whileRunning)).toEqual(
      expect.arrayContaining(['mongod.lock', expect.stringMatching(/^journal-/)]),
    );
    expect(Object.keys(whileRunning).some((name) => name.startsWith('snapshot-'))).toBe(true);
    for (const mode of Object.values(whileRunning)) expect(mode).toBe(0o600);
  });

  it('are made private when an existing, readable data directory is opened', async () => {
    const dbPath = path.join(root, 'db');
    await mkdir(dbPath, { mode: 0o755 });
    await writeAndCompact(dbPath);
    for (const name of await readdir(dbPath)) await chmod(path.join(dbPath, name), 0o644);
    await chmod(dbPath, 0o755);
    await writeFile(path.join(dbPath, 'notes.txt'), 'not the engine’s');

    const engine = await startEngine({ dbPath, port: 0 });
    try {
      expect(await modeOf(dbPath)).toBe(0o700);
      const { 'notes.txt': notes, ...engineFiles } = await modesIn(dbPath);
      expect(notes).toBe(0o644);
      for (const mode of Object.values(engineFiles)) expect(mode).toBe(0o600);
    } finally {
      await engine.close();
    }
  });
});
