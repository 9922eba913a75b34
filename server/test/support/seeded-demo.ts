import { beforeAll } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo.js';
import { DiskImageStore, Uploads } from '../../src/uploads/index.js';
import type { TestApi } from './test-api.js';
import {
  insertStoredRecords,
  recordsAdded,
  storedRecords,
  type StoredRecords,
} from './test-database.js';

/**
 * Seeds the demo catalogue once for the file and keeps the records the seeding wrote. The
 * returned function writes those records again (one write per collection), for a test that reads
 * the catalogue: seeding again draws its hundred pictures each time. The pictures are not kept
 * (each test starts with an empty upload folder), so a test that reads them seeds for itself.
 */
export function useSeededDemo(api: TestApi): () => Promise<void> {
  let seeded: StoredRecords | undefined;
  beforeAll(async () => {
    const before = await storedRecords();
    await seedDemoData(new Uploads(new DiskImageStore(api.config.uploadDir)));
    seeded = recordsAdded(before, await storedRecords());
  });
  return async () => {
    if (!seeded) throw new Error('useSeededDemo() seeds in its beforeAll hook');
    await insertStoredRecords(seeded);
  };
}
