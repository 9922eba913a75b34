import { ConfigError, loadConfig, type Config } from '../config/env.js';
import { keepNewFilesPrivate } from '../config/private-files.js';
import { connectDatabase } from '../db/connect.js';
import { ensureIndexes } from '../models/all-models.js';
import { BackupError } from '../backup/backup.js';
import { ApiError } from '../utils/api-error.js';

/** Connects as the server would (configuration, database, indexes), runs the task, disconnects. */
export async function withDatabase<T>(task: (config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await connectDatabase(config);
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
      error instanceof BackupError;
    console.error(expected ? error.message : error);
    process.exit(1);
  });
}
