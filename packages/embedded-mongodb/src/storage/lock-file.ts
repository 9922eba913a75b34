import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './files.js';

const LOCK_NAME = 'mongod.lock';

/** The data directory's lock names another process that still runs (a site, `npm run db`...). */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';

  constructor(
    readonly directory: string,
    readonly ownerPid: number,
  ) {
    super(`${directory} is in use by another database process (pid ${ownerPid})`);
  }
}
const lockedInThisProcess = new Set<string>();
const HAS_PROC = existsSync('/proc/self/stat');

interface ProcessState {
  /** One letter: R, S, D, Z (zombie), X (dead), ... */
  state: string;
  /** Start time in clock ticks since boot: with the pid, it names one process for good. */
  startTime: string;
}

/** The state and start time of a process from `/proc/<pid>/stat`; undefined when it is gone. */
function processState(pid: number): ProcessState | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: fields follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Owner {
  pid: number;
  startTime?: string;
}

/**
 * Whether the process that wrote the lock still runs. A zombie (killed, not yet reaped by its
 * parent) holds nothing; a live process with the same pid but another start time is a different
 * process that reused the pid. Without /proc, a process that a signal reaches counts as alive.
 */
function ownerRuns(owner: Owner): boolean {
  if (!HAS_PROC) return signalReaches(owner.pid);
  const current = processState(owner.pid);
  if (!current || current.state === 'Z' || current.state === 'X') return false;
  return owner.startTime === undefined || owner.startTime === current.startTime;
}

function readOwner(file: string): Owner | undefined {
  try {
    const [pidText, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return startTime ? { pid, startTime } : { pid };
  } catch {
    return undefined;
  }
}

function createLock(file: string): void {
  const fd = openSync(file, 'wx', PRIVATE_FILE_MODE);
  try {
    const startTime = HAS_PROC ? processState(process.pid)?.startTime : undefined;
    writeSync(fd, startTime ? `${process.pid} ${startTime}\n` : `${process.pid}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes `mongod.lock` in the data directory so that two engines never share it. The file holds
 * the owner's pid and process start time; a lock whose owner no longer runs (killed, a zombie,
 * or its pid now used by another process) is taken over. Returns the function that releases it.
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
    if (owner !== undefined && owner.pid !== process.pid && ownerRuns(owner)) {
      throw new DatabaseInUseError(directory, owner.pid);
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
