import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, startEmbeddedServer } from '../src/index.js';
import { usesExternalServer } from './engine-target.js';

const ENTRY = fileURLToPath(new URL('./support/run-engine.ts', import.meta.url));
const PACKAGE_DIR = path.resolve(path.dirname(ENTRY), '../..');
const cleanup: Array<() => Promise<unknown> | void> = [];

afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

async function freshDbPath(): Promise<string> {
  const dbPath = await mkdtemp(path.join(tmpdir(), 'engine-lock-'));
  cleanup.push(() => rm(dbPath, { recursive: true, force: true }));
  return dbPath;
}

/** Field 3 (state) and 22 (start time) of /proc/<pid>/stat. */
async function procStat(pid: number): Promise<{ state: string; startTime: string } | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] as string, startTime: fields[19] as string };
  } catch {
    return undefined;
  }
}

interface Orphaned {
  /** The `sleep` that became the engine's parent and never reaps it. */
  parent: ChildProcess;
  enginePid: number;
  uri: string;
}

/**
 * Starts the engine as the child of a shell that then execs `sleep`: sleep never waits for its
 * children, so once the engine is SIGKILLed it stays an unreaped zombie holding its pid.
 */
async function startUnderNonReapingParent(dbPath: string): Promise<Orphaned> {
  const script = `"$0" --conditions=source --import tsx "$1" "$2" & echo "pid $!"; exec sleep 300`;
  const parent = spawn('sh', ['-c', script, process.execPath, ENTRY, dbPath], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanup.push(() => {
    parent.kill('SIGKILL');
  });
  const lines = createInterface({ input: parent.stdout as NodeJS.ReadableStream });
  let enginePid = 0;
  const uri = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('pid ')) enginePid = Number(line.slice(4));
      if (line.startsWith('{')) resolve((JSON.parse(line) as { uri: string }).uri);
    });
    parent.on('exit', () => reject(new Error('the engine did not start')));
  });
  return { parent, enginePid, uri };
}

describe.skipIf(usesExternalServer || !existsSync('/proc/self/stat'))('data directory lock', () => {
  it('restarts at once after a SIGKILL while the killed engine is an unreaped zombie', async () => {
    const dbPath = await freshDbPath();
    const { enginePid, uri } = await startUnderNonReapingParent(dbPath);
    const client = await new MongoClient(uri).connect();
    await client
      .db('app')
      .collection('notes')
      .insertOne({ _id: 1 as never, text: 'kept' });
    await client.close(true);

    process.kill(enginePid, 'SIGKILL');
    await expect.poll(async () => (await procStat(enginePid))?.state).toBe('Z');

    const restarted = await startEmbeddedServer({ dbPath, port: 0 });
    const reopened = await new MongoClient(restarted.uri).connect();
    expect(await reopened.db('app').collection('notes').findOne({})).toEqual({
      _id: 1,
      text: 'kept',
    });
    await reopened.close();
    await restarted.close();
  });

  it('takes over a lock whose pid now belongs to another process, refuses a live owner', async () => {
    const dbPath = await freshDbPath();
    const lock = path.join(dbPath, 'mongod.lock');
    const other = spawn('sleep', ['300'], { stdio: 'ignore' });
    cleanup.push(() => {
      other.kill('SIGKILL');
    });
    const otherPid = other.pid as number;
    const otherStat = await procStat(otherPid);
    if (!otherStat) throw new Error('the helper process has no /proc entry');

    await writeFile(lock, `${otherPid} ${otherStat.startTime}\n`);
    const refused = startEmbeddedServer({ dbPath, port: 0 });
    await expect(refused).rejects.toThrow(
      `is in use by another database process (pid ${otherPid})`,
    );
    await expect(refused).rejects.toMatchObject({
      name: 'DatabaseInUseError',
      directory: dbPath,
      ownerPid: otherPid,
    });
    await expect(refused).rejects.toBeInstanceOf(DatabaseInUseError);

    await writeFile(lock, `${otherPid} ${Number(otherStat.startTime) - 1}\n`);
    const server = await startEmbeddedServer({ dbPath, port: 0 });
    const [ownPid] = (await readFile(lock, 'utf8')).split(' ');
    expect(Number(ownPid)).toBe(process.pid);
    await server.close();
  });
});
