import { atMost, type Benchmark, type BenchmarkResult, type Figure } from './benchmark.js';
import { benchServer, type BenchServer } from './bench-servers.js';
import { LARGE, SMALL } from './list-growth.bench.js';
import { alternate, CONNECTIONS, describe, type LoadPlan } from './load.js';

const plan: LoadPlan = { rounds: 3, seconds: 2, warmUpSeconds: 1 };
const QUERY = 'cashback';
/** A search no one asked before costs at most this much more at the large catalogue (issue 10). */
const FRESH_QUERY_TARGET = 1.5;

interface SearchCall {
  name: string;
  path: (query: string) => string;
}

const searchCalls: readonly SearchCall[] = [
  { name: 'site search', path: (q) => `/api/search?q=${encodeURIComponent(q)}` },
  { name: 'list search', path: (q) => `/api/creditcards?q=${encodeURIComponent(q)}` },
];

let asked = 0;
/** A query no one asked before and no listing matches: its answer is computed, never cached. */
const freshQuery = () => `${QUERY} zq${(asked += 1)}`;

function found(body: unknown): number | undefined {
  return Array.isArray(body) ? body.length : (body as { total?: number }).total;
}

/** Why the call cannot be measured, or undefined when it searches as it should. */
async function unfit(server: BenchServer, call: SearchCall): Promise<string | undefined> {
  const known = await fetch(server.baseUrl + call.path(QUERY));
  if (known.status !== 200) return `answers ${known.status} ${(await known.text()).slice(0, 200)}`;
  const knownFound = found(await known.json());
  if (!knownFound) return `finds nothing`;
  const unknown = await fetch(server.baseUrl + call.path(freshQuery()));
  const unknownFound = found(await unknown.json());
  return unknownFound === 0
    ? undefined
    : `finds ${unknownFound} answers to a query nothing matches`;
}

async function compare(small: BenchServer, large: BenchServer, call: SearchCall, fresh: boolean) {
  const path = call.path(QUERY);
  const nextPath = fresh ? () => call.path(freshQuery()) : undefined;
  const [atSmall, atLarge] = await alternate(
    [
      { name: `${SMALL} listings`, url: small.baseUrl + path, ...(nextPath && { nextPath }) },
      {
        name: `${LARGE.toLocaleString('en')} listings`,
        url: large.baseUrl + path,
        ...(nextPath && { nextPath }),
      },
    ],
    plan,
  );
  if (!atSmall || !atLarge) throw new Error('a side of the comparison is missing');
  const kind = fresh ? `a new query each time ("${QUERY} zq<n>", no match)` : `"${QUERY}" again`;
  const figures: Figure[] = [
    {
      label: `${call.name}, ${kind}: cost ${LARGE.toLocaleString('en')} / ${SMALL}`,
      value: atSmall.requestsPerSecond / atLarge.requestsPerSecond,
      ...(fresh && { target: atMost(FRESH_QUERY_TARGET) }),
    },
  ];
  return {
    details: [`${call.name}, ${kind}:`, `  ${describe(atSmall)}`, `  ${describe(atLarge)}`],
    figures,
    failures: atSmall.non2xx + atSmall.errors + atLarge.non2xx + atLarge.errors,
  };
}

const benchmark: Benchmark = {
  name: `Search throughput with ${LARGE.toLocaleString('en')} vs ${SMALL} credit cards (a new query: target <= ${FRESH_QUERY_TARGET}x)`,
  async run() {
    const [small, large] = await Promise.all([benchServer(SMALL), benchServer(LARGE)]);
    const result: BenchmarkResult = {
      details: [
        `autocannon, ${CONNECTIONS} connections, ${plan.rounds} alternated rounds of ` +
          `${plan.seconds} s per server (medians); cost = 1 / req/s`,
      ],
      figures: [],
    };
    let failures = 0;
    for (const call of searchCalls) {
      const problem = await unfit(small, call);
      if (problem) {
        // A call that does not search cannot be measured: a miss, whatever else passes.
        result.figures.push({
          label: `${call.name}: GET ${call.path(QUERY)} ${problem}`,
          value: Number.NaN,
          unit: '',
          target: atMost(0),
        });
        continue;
      }
      for (const fresh of [false, true]) {
        const compared = await compare(small, large, call, fresh);
        result.details.push(...compared.details);
        result.figures.push(...compared.figures);
        failures += compared.failures;
      }
    }
    result.figures.push({
      label: 'non-2xx answers and errors',
      value: failures,
      unit: '',
      target: { comparison: 'at-most', value: 0 },
    });
    return result;
  },
};

export default benchmark;
