import { existsSync } from 'node:fs';
import { DatabaseInUseError } from '@sg-finance/embedded-mongodb';
import mongoose from 'mongoose';
import { ConfigError, loadConfig, type Config } from '../config/env.js';
import { keepNewFilesPrivate } from '../config/private-files.js';
import { connectDatabase, embeddedSocketPath } from '../db/connect.js';
import { ensureIndexes } from '../models/all-models.js';
import { BackupError } from '../backup/backup.js';
import { ApiError } from '../lib/api-error.js';

/** The embedded database is held by a process that is not a running site (`npm run db`...). */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/** How long to look for the running site's engine before saying it cannot be reached. */
const RUNNING_SITE_TIMEOUT_MS = 5_000;

/**
 * Connects to the engine of the site that holds the data folder, through the Unix socket it serves
 * (0600 in a 0700 folder, so only this user reaches it). The engine tells the site of every write,
 * so the site sees what the command changes at once.
 */
async function connectToRunningSite(
  config: Config,
  inUse: DatabaseInUseError,
): Promise<{ close(): Promise<void> }> {
  const socket = embeddedSocketPath(config.dataDir);
  const busy = new DatabaseBusyError(
    `${inUse.directory} is held by process ${inUse.ownerPid}, which serves no site on it ` +
      '(is `npm run db` running?): stop that process and run this command again.',
  );
  if (!existsSync(socket)) throw busy;
  try {
    await mongoose.connect(`mongodb://${encodeURIComponent(socket)}/finance`, {
      serverSelectionTimeoutMS: RUNNING_SITE_TIMEOUT_MS,
    });
  } catch {
    await mongoose.disconnect();
    throw busy;
  }
  return { close: () => mongoose.disconnect() };
}

/**
 * Connects as the server would (configuration, database, indexes), runs the task, disconnects.
 * While the site runs on the embedded database (its lock held), the task goes through the site's
 * engine instead of opening the files a second time.
 */
export async function withDatabase<T>(task: (config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await connectDatabase(config).catch((error: unknown) => {
    if (error instanceof DatabaseInUseError) return connectToRunningSite(config, error);
    throw error;
  });
  try {
    await ensureIndexes();
    return await task(config);
  } finally {
    await db.close();
  }
}

/** A mistake in the command line; its message is printed without a stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Runs a command-line task with the server's umask (what it writes is its user's alone), printing a
 * readable message and exiting with 1 when it fails.
 */
export function runCommand(task: () => Promise<void>): Promise<void> {
  keepNewFilesPrivate();
  return task().catch((error: unknown) => {
    const expected =
      error instanceof ConfigError ||
      error instanceof ApiError ||
      error instanceof UsageError ||
      error instanceof DatabaseBusyError ||
      error instanceof BackupError;
    console.error(expected ? error.message : error);
    process.exit(1);
  });
}
