import { below, type Benchmark, type Figure } from './benchmark.js';
import {
  benchServer,
  residentMemory,
  stopBenchServer,
  type BenchData,
  type BenchServer,
} from './bench-servers.js';
import { benchSlug } from './catalogue.js';
import { LARGE } from './list-growth.bench.js';
import { alternate, CONNECTIONS } from './load.js';

const LIMIT_MB = 250;

/** The server's memory once listening, before and after 2 s of each kind of request. */
async function underLoad(server: BenchServer) {
  const before = await residentMemory(server.pid);
  let asked = 0;
  await alternate(
    [
      { name: 'list', url: `${server.baseUrl}/api/creditcards` },
      { name: 'first page', url: `${server.baseUrl}/api/creditcards?page=1&limit=20` },
      { name: 'last page', url: `${server.baseUrl}/api/creditcards?page=100` },
      { name: 'detail', url: `${server.baseUrl}/api/creditcards/${benchSlug(LARGE - 1)}` },
      {
        name: 'fresh searches',
        url: `${server.baseUrl}/api/creditcards?q=card`,
        nextPath: () => `/api/creditcards?q=card+${(asked += 1)}`,
      },
    ],
    { rounds: 1, seconds: 2, warmUpSeconds: 0 },
  );
  return { start: server.startMemory, before, after: await residentMemory(server.pid) };
}

/** Measures the server of `data` alone: started, loaded, then stopped before the next. */
async function measure(data: BenchData) {
  try {
    return await underLoad(await benchServer(LARGE, data));
  } finally {
    await stopBenchServer(LARGE, data);
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

const detailsOf = (title: string, { start, before, after }: Measured) =>
  `${title}: once listening ${start.current.toFixed(0)} MB resident (VmRSS), peak ` +
  `${start.peak.toFixed(0)} MB (VmHWM); before this load ${before.current.toFixed(0)} MB (peak so far ` +
  `${before.peak.toFixed(0)} MB), ` +
  `after ${after.current.toFixed(0)} MB`;

const benchmark: Benchmark = {
  name: `Server memory with ${LARGE.toLocaleString('en')} credit cards under load`,
  async run() {
    const bare = await measure({});
    const withRevisions = await measure({ revisions: true });
    const figures: Figure[] = [
      {
        label: 'peak resident memory',
        value: bare.after.peak,
        unit: 'MB',
        target: below(LIMIT_MB),
      },
      // No target: in a whole run the changes' rounds (each rebuilding the changes of 10,000
      // listings) share this server, and its peak stays within a few MB of the limit (248-263 MB).
      {
        label: 'peak resident memory with one revision per listing',
        value: withRevisions.after.peak,
        unit: 'MB',
      },
    ];
    return {
      details: [
        detailsOf('without revisions', bare),
        detailsOf('with one revision per listing (its creation, packed)', withRevisions),
        `peak (VmHWM of each server process over its life: start-up, every earlier benchmark ` +
          `on it, and 2 s each of the list, first and last page, a detail and ${CONNECTIONS} ` +
          `connections of distinct searches); the two servers run one after the other`,
      ],
      figures,
    };
  },
};

export default benchmark;
