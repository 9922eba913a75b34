import path from 'node:path';
import mongoose from 'mongoose';
import type { Config } from '../config/env.js';
import { startEmbeddedServer } from '@sg-finance/embedded-mongodb';
import { keepCollectionVersionsInProcess } from '../models/collection-versions.js';
import './mongoose-settings.js';

export type DatabaseMode = 'embedded' | 'mongodb';

export interface DatabaseConnection {
  mode: DatabaseMode;
  uri: string;
  /** Closes Mongoose, then stops the embedded engine (which flushes its journal). */
  close(): Promise<void>;
}

export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
): Promise<DatabaseConnection> {
  if (config.mongodbUri) {
    await mongoose.connect(config.mongodbUri);
    return { mode: 'mongodb', uri: config.mongodbUri, close: () => mongoose.disconnect() };
  }
  // A Unix socket in the engine's own 0700 folder, not a TCP port: the engine has no
  // authentication, so only this server (and its user) may reach it.
  const dbPath = path.join(config.dataDir, 'db');
  const engine = await startEmbeddedServer({
    dbPath,
    socketPath: path.join(dbPath, 'mongod.sock'),
  });
  const uri = `${engine.uri}/finance`;
  await mongoose.connect(uri);
  keepCollectionVersionsInProcess();
  return {
    mode: 'embedded',
    uri,
    close: async () => {
      await mongoose.disconnect();
      await engine.close();
    },
  };
}
