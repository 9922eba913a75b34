// Fills a data folder with a catalogue of numbered credit cards, then exits, so the server
// measured afterwards starts on the data as it would in production. With `revisions`, each card
// also gets the revision of its creation, as start-up repair writes it.
import { connectDatabase } from '../src/db/connect.js';
import { buildIndexes } from './build-indexes.js';
import { listingModel } from '../src/models/listing.model.js';
import { repairAllRevisions } from '../src/services/revision-repair.js';
import { benchKind, benchListing } from './catalogue.js';

const BATCH = 1_000;

const [dataDir, countText, revisions] = process.argv.slice(2);
const count = Number(countText);
if (
  !dataDir ||
  !Number.isInteger(count) ||
  count < 1 ||
  ![undefined, 'revisions'].includes(revisions)
) {
  throw new Error('usage: seed-catalogue <data folder> <number of listings> [revisions]');
}

const db = await connectDatabase({ mongodbUri: undefined, dataDir });
try {
  await buildIndexes();
  const Model = listingModel(benchKind);
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await Model.insertMany(Array.from({ length: size }, (_, i) => benchListing(start + i)));
  }
  if (revisions) await repairAllRevisions();
} finally {
  await db.close();
}
