import { atMost, type Benchmark } from './benchmark.js';
import { benchServer } from './bench-servers.js';
import { alternate, CONNECTIONS, defaultPlan, describe } from './load.js';

export const SMALL = 200;
export const LARGE = 10_000;
const FIRST_PAGE = '/api/creditcards?page=1&limit=20';

const benchmark: Benchmark = {
  name: `List growth: the first page with ${LARGE.toLocaleString('en')} vs ${SMALL} credit cards`,
  async run() {
    const [small, large] = await Promise.all([benchServer(SMALL), benchServer(LARGE)]);
    const [atSmall, atLarge] = await alternate([
      { name: `${SMALL} listings`, url: small.baseUrl + FIRST_PAGE },
      { name: `${LARGE.toLocaleString('en')} listings`, url: large.baseUrl + FIRST_PAGE },
    ]);
    if (!atSmall || !atLarge) throw new Error('a side of the comparison is missing');
    return {
      details: [
        `GET ${FIRST_PAGE}, autocannon, ${CONNECTIONS} connections, ${defaultPlan.rounds} ` +
          `alternated rounds of ${defaultPlan.seconds} s per server (medians); cost = 1 / req/s`,
        describe(atSmall),
        describe(atLarge),
      ],
      figures: [
        {
          label: `first page cost, ${LARGE.toLocaleString('en')} / ${SMALL} listings`,
          value: atSmall.requestsPerSecond / atLarge.requestsPerSecond,
          target: atMost(1.5),
        },
        {
          label: 'non-2xx answers and errors',
          value: atSmall.non2xx + atSmall.errors + atLarge.non2xx + atLarge.errors,
          unit: '',
          target: atMost(0),
        },
      ],
    };
  },
};

export default benchmark;
