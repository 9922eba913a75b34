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
      "Each figure is as its source states it, on that source's own date.",
  );
});
