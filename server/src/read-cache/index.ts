/**
 * The read cache: answers of read calls kept in memory, with their ETag, until the data they were
 * read from changes, whoever changed it. Controllers answer through `sendCachedPage` and
 * `sendCachedRecord`, models report their writes with the `trackChanges` plugin (and a write that
 * changes an answer through another collection with `bumpCollectionVersion`), and start-up
 * connects it to the database's own reports of writes (`followEngineWrites` or
 * `followDatabaseWrites`).
 */
export {
  createReadCache,
  sendCachedPage,
  sendCachedRecord,
  sendCachedText,
  type PageRead,
} from './cached-reads.js';
export {
  followDatabaseWrites,
  followEngineWrites,
  REVALIDATE_AFTER_MS,
  type OutsideWrites,
  type OutsideWritesMode,
} from './outside-writes.js';
export { bumpCollectionVersion } from './collection-versions.js';
export { trackChanges } from './track-changes.js';
export type { CacheView, VersionedCache as ReadCache } from './versioned-cache.js';
