import os from 'node:os';
import type { BsonDocument } from '../bson/values.js';
import { notSupported } from '../errors.js';
import type { CommandContext, CommandHandler } from './context.js';

export const SERVER_VERSION = '7.0.0';
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

function handshake(primaryField: 'isWritablePrimary' | 'ismaster') {
  return (_command: BsonDocument, context: CommandContext): BsonDocument => ({
    helloOk: true,
    [primaryField]: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
  });
}

const noTransactions: CommandHandler = () => {
  throw notSupported('transactions');
};

export const handshakeCommands: Record<string, CommandHandler> = {
  hello: handshake('isWritablePrimary'),
  isMaster: handshake('ismaster'),
  ismaster: handshake('ismaster'),
  ping: () => ({}),
  buildInfo: () => ({
    version: SERVER_VERSION,
    gitVersion: 'embedded',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
  }),
  getParameter: (command) =>
    command.featureCompatibilityVersion !== undefined || command.getParameter === '*'
      ? { featureCompatibilityVersion: { version: '7.0' } }
      : {},
  getLog: (command) =>
    command.getLog === '*'
      ? { names: ['global', 'startupWarnings'] }
      : { totalLinesWritten: 0, log: [] },
  hostInfo: () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      cpuAddrSize: 64,
      memSizeMB: Math.round(os.totalmem() / (1024 * 1024)),
      numCores: os.cpus().length,
      cpuArch: os.arch(),
    },
    os: { type: os.type(), name: os.platform(), version: os.release() },
    extra: {},
  }),
  serverStatus: (_command, context) => ({
    host: `${context.server.host}:${context.server.port}`,
    version: SERVER_VERSION,
    process: 'mongod',
    pid: process.pid,
    uptime: Math.floor((Date.now() - context.server.startedAt.getTime()) / 1000),
    localTime: new Date(),
    connections: {
      current: context.server.currentConnections(),
      totalCreated: context.server.totalConnections(),
    },
  }),
  getCmdLineOpts: () => ({ argv: [], parsed: {} }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  whatsmyuri: (_command, context) => ({ you: context.clientAddress }),
  endSessions: () => ({}),
  killSessions: () => ({}),
  abortTransaction: noTransactions,
  commitTransaction: noTransactions,
};
