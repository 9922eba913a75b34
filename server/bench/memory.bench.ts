import { below, type Benchmark } from './benchmark.js';
import { benchServer, residentMemory } from './bench-servers.js';
import { benchSlug } from './catalogue.js';
import { LARGE } from './list-growth.bench.js';
import { alternate, CONNECTIONS } from './load.js';

const LIMIT_MB = 250;

const benchmark: Benchmark = {
  name: `Server memory with ${LARGE.toLocaleString('en')} credit cards under load`,
  async run() {
    const server = await benchServer(LARGE);
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
    const after = await residentMemory(server.pid);
    return {
      details: [
        `once listening: ${server.startMemory.current.toFixed(0)} MB resident (VmRSS), peak ` +
          `${server.startMemory.peak.toFixed(0)} MB (VmHWM)`,
        `resident memory (VmRSS) before this load ${before.current.toFixed(0)} MB, after ` +
          `${after.current.toFixed(0)} MB`,
        `peak (VmHWM of the server process over its life: start-up, every earlier benchmark ` +
          `on it, and 2 s each of the list, first and last page, a detail and ${CONNECTIONS} ` +
          `connections of distinct searches)`,
      ],
      figures: [
        { label: 'peak resident memory', value: after.peak, unit: 'MB', target: below(LIMIT_MB) },
      ],
    };
  },
};

export default benchmark;
