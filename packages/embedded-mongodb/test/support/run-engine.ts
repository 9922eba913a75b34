import { startEngine } from '../../src/engine.js';

/**
 * Child-process entry for the durability tests: starts the engine on a data directory and
 * prints its URI as one JSON line. Usage: run-engine.ts DBPATH [COMPACTION_THRESHOLD_BYTES]
 */
const [dbPath, threshold] = process.argv.slice(2);
if (!dbPath) {
  console.error('usage: run-engine.ts DBPATH [COMPACTION_THRESHOLD_BYTES]');
  process.exit(2);
}
const server = await startEngine({
  dbPath,
  port: 0,
  compactionThresholdBytes: threshold ? Number(threshold) : undefined,
});
console.log(JSON.stringify({ uri: server.uri }));
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
