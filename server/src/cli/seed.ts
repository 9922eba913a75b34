import { seedDemoData } from '../seed/seed-demo.js';
import { createImageStore, Uploads } from '../uploads/index.js';
import { runCommand, withDatabase } from './with-database.js';

runCommand(async () => {
  const result = await withDatabase((config) =>
    seedDemoData(new Uploads(createImageStore(config))),
  );
  console.log(
    `Demo data loaded: ${result.providers} providers, ${result.listings} listings and ` +
      `${result.posts} posts added. ` +
      "Their figures are for demonstration, not any bank's current offer.",
  );
});
