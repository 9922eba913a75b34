import { seedDemoData } from '../seed/seed-demo.js';
import { UploadStore } from '../services/upload-store.js';
import { runCommand, withDatabase } from './with-database.js';

runCommand(async () => {
  const result = await withDatabase((config) => seedDemoData(new UploadStore(config.uploadDir)));
  console.log(
    `Demo data loaded: ${result.listings} listings and ${result.posts} posts added. ` +
      "Their figures are for demonstration, not any bank's current offer.",
  );
});
