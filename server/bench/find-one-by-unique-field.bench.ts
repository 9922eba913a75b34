import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose, { Schema, type Model } from 'mongoose';
import { startEmbeddedServer } from '@sg-finance/embedded-mongodb';
import { atMost, median, type Benchmark } from './benchmark.js';

const SMALL = 1_000;
const LARGE = 100_000;
const WARM_UP = 500;
const ROUNDS = 5;
const LOOKUPS_PER_ROUND = 400;
const INSERT_BATCH = 10_000;

interface Listing {
  slug: string;
  title: string;
  priority: number;
}

const schema = new Schema<Listing>({
  slug: { type: String, required: true, unique: true },
  title: String,
  priority: Number,
});

async function fill(model: Model<Listing>, count: number): Promise<void> {
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => ({
      slug: `listing-${start + i}`,
      title: `Listing ${start + i}`,
      priority: (start + i) % 10,
    }));
    await model.collection.insertMany(batch, { ordered: false });
  }
}

/** Mean microseconds per `findOne` over random existing slugs, one lookup at a time. */
async function timeLookups(model: Model<Listing>, size: number, lookups: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < lookups; i++) {
    const found = await model.findOne({ slug: `listing-${randomInt(size)}` }).lean();
    if (!found) throw new Error('lookup missed an existing document');
  }
  return ((performance.now() - started) * 1000) / lookups;
}

const benchmark: Benchmark = {
  name: `findOne by a unique field: ${LARGE.toLocaleString('en')} vs ${SMALL.toLocaleString('en')} documents (embedded engine, Mongoose)`,
  async run() {
    const dbPath = await mkdtemp(path.join(tmpdir(), 'bench-find-one-'));
    const server = await startEmbeddedServer({ dbPath, port: 0 });
    const connection = await mongoose.createConnection(server.uri, { dbName: 'bench' }).asPromise();
    try {
      const small = connection.model<Listing>('SmallListing', schema, 'listings_small');
      const large = connection.model<Listing>('LargeListing', schema, 'listings_large');
      await Promise.all([small.init(), large.init()]);
      await fill(small, SMALL);
      await fill(large, LARGE);

      await timeLookups(small, SMALL, WARM_UP);
      await timeLookups(large, LARGE, WARM_UP);
      const smallTimes: number[] = [];
      const largeTimes: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        smallTimes.push(await timeLookups(small, SMALL, LOOKUPS_PER_ROUND));
        largeTimes.push(await timeLookups(large, LARGE, LOOKUPS_PER_ROUND));
      }
      const smallMicros = median(smallTimes);
      const largeMicros = median(largeTimes);
      return {
        details: [
          `${SMALL.toLocaleString('en')} documents: ${smallMicros.toFixed(0)} µs per findOne`,
          `${LARGE.toLocaleString('en')} documents: ${largeMicros.toFixed(0)} µs per findOne`,
          `${ROUNDS * LOOKUPS_PER_ROUND} random lookups per size after ${WARM_UP} warm-up lookups`,
        ],
        figures: [
          {
            label: `findOne cost, ${LARGE.toLocaleString('en')} / ${SMALL.toLocaleString('en')} documents`,
            value: largeMicros / smallMicros,
            target: atMost(1.5),
          },
        ],
      };
    } finally {
      await connection.close();
      await server.close();
      await rm(dbPath, { recursive: true, force: true });
    }
  },
};

export default benchmark;
