import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HydratedDocument } from 'mongoose';
import { connectDatabase } from '../src/db/connect.js';
import { listingModel, type Listing } from '../src/models/listing.model.js';
import { updateConsistently } from '../src/models/plugins/derived-fields.js';
import { recordSaved } from '../src/services/revision.service.js';
import { atMost, median, type Benchmark } from './benchmark.js';
import { buildIndexes } from './build-indexes.js';
import { benchKind, benchListing } from './catalogue.js';

const CATALOGUE = 1_000;
const WARM_UP = 100;
const ROUNDS = 7;
const SAVES_PER_ROUND = 150;
const actor = { id: null, name: 'Benchmark' };

type Save = (index: number) => Promise<HydratedDocument<Listing>>;

/**
 * An administrator's update as the listing service does it: load at the stored revision, change
 * the title and the cap, save only if no one saved in between.
 */
function updateOf(ids: readonly string[], round: number): Save {
  const Model = listingModel(benchKind);
  return async (index) => {
    const saved = await updateConsistently(
      () =>
        Model.findById(ids[index % ids.length])
          .select('+revision')
          .exec(),
      (record) => {
        record.set({ title: `Saved ${round}-${index}`, 'terms.monthlyCap.amount': 1000 + index });
        record.set('lastSave', { operation: 'update', by: actor });
      },
    );
    if (!saved) throw new Error('a benchmark listing is missing');
    return saved;
  };
}

/** Mean milliseconds per save, one save at a time, with or without its revision. */
async function timeSaves(save: Save, withRevision: boolean, count: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    const saved = await save(index);
    if (withRevision) await recordSaved(benchKind.key, saved);
  }
  return (performance.now() - started) / count;
}

const benchmark: Benchmark = {
  name: `A listing's save with its revision vs without (embedded engine, ${CATALOGUE.toLocaleString('en')} cards)`,
  async run() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-revisions-'));
    const db = await connectDatabase({ mongodbUri: undefined, dataDir });
    try {
      await buildIndexes();
      const Model = listingModel(benchKind);
      const created = await Model.insertMany(
        Array.from({ length: CATALOGUE }, (_, index) => benchListing(index)),
      );
      const ids = created.map((record) => String(record._id));

      await timeSaves(updateOf(ids, 0), true, WARM_UP);
      await timeSaves(updateOf(ids, 0), false, WARM_UP);
      const without: number[] = [];
      const withRevisions: number[] = [];
      // Side by side: each round times both, so a slower moment of the machine weighs on both.
      for (let round = 1; round <= ROUNDS; round++) {
        without.push(await timeSaves(updateOf(ids, round), false, SAVES_PER_ROUND));
        withRevisions.push(await timeSaves(updateOf(ids, round), true, SAVES_PER_ROUND));
      }
      const plain = median(without);
      const revised = median(withRevisions);
      return {
        details: [
          `without revisions: ${plain.toFixed(2)} ms per save`,
          `with revisions: ${revised.toFixed(2)} ms per save (the record, then its revision)`,
          `${ROUNDS} rounds of ${SAVES_PER_ROUND} updates each way after ${WARM_UP} warm-up saves`,
        ],
        figures: [
          {
            label: 'save time, with revisions / without',
            value: revised / plain,
            target: atMost(1.5),
          },
        ],
      };
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
