import type { BsonDocument } from '../bson/values.js';
import type { StorageEngine } from '../storage/storage-engine.js';
import type { CursorRegistry } from './cursor-registry.js';

export interface ServerInfo {
  host: string;
  port: number;
  startedAt: Date;
  currentConnections(): number;
  totalConnections(): number;
}

export interface CommandContext {
  engine: StorageEngine;
  cursors: CursorRegistry;
  server: ServerInfo;
  /** The database the command runs against (`$db`). */
  database: string;
  connectionId: number;
  clientAddress: string;
}

/** Runs one command; answers the reply without `ok` (added by the dispatcher) or throws. */
export type CommandHandler = (
  command: BsonDocument,
  context: CommandContext,
) => BsonDocument | Promise<BsonDocument>;
