import path from 'node:path';
import mongoose from 'mongoose';
import type { Config } from '../config/env.js';
import { startEmbeddedServer } from '@sg-finance/embedded-mongodb';
import {
  followDatabaseWrites,
  followEngineWrites,
  type OutsideWritesMode,
} from '../read-cache/index.js';
import './mongoose-settings.js';

export type DatabaseMode = 'embedded' | 'mongodb';

export interface DatabaseConnection {
  mode: DatabaseMode;
  uri: string;
  /** How the read cache learns of writes made around the application. */
  outsideWrites(): OutsideWritesMode | 'engine reports';
  /** Closes Mongoose, then stops the embedded engine (which flushes its journal). */
  close(): Promise<void>;
}

/** Where the embedded engine of the site using `dataDir` listens: a Unix socket in its 0700 folder. */
export function embeddedSocketPath(dataDir: string): string {
  return path.join(dataDir, 'db', 'mongod.sock');
}

export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
): Promise<DatabaseConnection> {
  if (config.mongodbUri) {
    const { db } = (await mongoose.connect(config.mongodbUri)).connection;
    if (!db) throw new Error('MongoDB connection has no database');
    const outsideWrites = followDatabaseWrites(db);
    return {
      mode: 'mongodb',
      uri: config.mongodbUri,
      outsideWrites: () => outsideWrites.mode(),
      close: async () => {
        await outsideWrites.stop();
        await mongoose.disconnect();
      },
    };
  }
  // A Unix socket in the engine's own 0700 folder, not a TCP port: the engine has no
  // authentication, so only this server (and its user) may reach it.
  const engine = await startEmbeddedServer({
    dbPath: path.join(config.dataDir, 'db'),
    socketPath: embeddedSocketPath(config.dataDir),
  });
  const uri = `${engine.uri}/finance`;
  await mongoose.connect(uri);
  const stopFollowing = followEngineWrites(engine);
  return {
    mode: 'embedded',
    uri,
    outsideWrites: () => 'engine reports',
    close: async () => {
      stopFollowing();
      await mongoose.disconnect();
      await engine.close();
    },
  };
}
