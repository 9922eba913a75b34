export { keptRecords } from './kept-records.js';
export { slugHeldByAnother } from './unique-slug.js';
