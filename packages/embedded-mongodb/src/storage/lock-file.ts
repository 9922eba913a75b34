import { closeSync, openSync, readFileSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './files.js';

const LOCK_NAME = 'mongod.lock';
const lockedInThisProcess = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function createLock(file: string): void {
  const fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  try {
    writeSync(fd, String(process.pid));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes `mongod.lock` in the data directory so that two engines never share it. The file holds
 * the owner's pid; a lock left by a process that no longer runs (killed) is taken over.
 * Returns the function that releases it.
 */
export function acquireLock(directory: string): () => void {
  const file = path.join(path.resolve(directory), LOCK_NAME);
  if (lockedInThisProcess.has(file))
    throw new Error(`${directory} is already open in this process`);
  try {
    createLock(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readOwner(file);
    if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
      throw new Error(`${directory} is in use by another database process (pid ${owner})`);
    }
    unlinkSync(file);
    createLock(file);
  }
  lockedInThisProcess.add(file);
  return () => {
    lockedInThisProcess.delete(file);
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
