export {
  keptRecords,
  type KeptRecord,
  type KeptRecords,
  type KeptRecordsOptions,
  type UpdateOptions,
  type WriteOptions,
} from './kept-records.js';
export { slugHeldByAnother, uniqueSlug } from './unique-slug.js';
