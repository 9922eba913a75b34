import { median, type Benchmark } from './benchmark.js';
import { benchServer, type BenchServer } from './bench-servers.js';
import { LARGE, SMALL } from './list-growth.bench.js';

const FIRST_PAGE = '/api/changes?page=1&limit=20';
const ROUNDS = 7;

interface ChangesPage {
  total: number;
  data: Array<{ summary: string }>;
}

/** Renames a listing (one revision, which empties the read cache), then times the first page. */
async function editThenRead(server: BenchServer): Promise<number> {
  const edited = await fetch(`${server.baseUrl}/bench/edit`, { method: 'POST' });
  if (edited.status !== 204) throw new Error(`POST /bench/edit: ${edited.status}`);
  const started = performance.now();
  const response = await fetch(server.baseUrl + FIRST_PAGE);
  const page = (await response.json()) as ChangesPage;
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${FIRST_PAGE}: ${response.status}`);
  // Every listing's creation, and the renames so far, newest first.
  if (page.total <= server.listings || !page.data[0]?.summary.startsWith('Name changed')) {
    throw new Error(`GET ${FIRST_PAGE} does not show the rename first: ${JSON.stringify(page)}`);
  }
  return elapsed;
}

const milliseconds = (value: number) => `${value.toFixed(0)} ms`;

const benchmark: Benchmark = {
  name: `The changes' first page after one edit, ${LARGE.toLocaleString('en')} vs ${SMALL} credit cards with their revisions`,
  async run() {
    const [small, large] = await Promise.all([
      benchServer(SMALL, { revisions: true }),
      benchServer(LARGE, { revisions: true }),
    ]);
    // The first read after start-up describes every revision.
    const [firstSmall, firstLarge] = [await editThenRead(small), await editThenRead(large)];
    const atSmall: number[] = [];
    const atLarge: number[] = [];
    // Side by side: each round times both, so a slower moment of the machine weighs on both.
    for (let round = 0; round < ROUNDS; round++) {
      atSmall.push(await editThenRead(small));
      atLarge.push(await editThenRead(large));
    }
    const [smallMedian, largeMedian] = [median(atSmall), median(atLarge)];
    return {
      details: [
        `POST /bench/edit (a rename and its revision), then GET ${FIRST_PAGE}, one at a time; ` +
          `${ROUNDS} alternated rounds (medians)`,
        `${SMALL} listings: ${milliseconds(smallMedian)} (first read after start-up ${milliseconds(firstSmall)})`,
        `${LARGE.toLocaleString('en')} listings: ${milliseconds(largeMedian)} ` +
          `(first read after start-up ${milliseconds(firstLarge)})`,
      ],
      figures: [
        {
          label: `changes' first page after an edit: cost ${LARGE.toLocaleString('en')} / ${SMALL}`,
          value: largeMedian / smallMedian,
        },
      ],
    };
  },
};

export default benchmark;
