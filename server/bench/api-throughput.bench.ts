import { atLeast, type Benchmark, type Figure } from './benchmark.js';
import { benchServer, fetchBytes, setMemoryBody, type BenchServer } from './bench-servers.js';
import { benchSlug } from './catalogue.js';
import { alternate, CONNECTIONS, defaultPlan, describe, type SideFigures } from './load.js';

const LISTINGS = 200;

interface Call {
  name: string;
  /** The API's path. */
  path: string;
  /** The plain Mongoose implementation's path. */
  mongoosePath: string;
}

const calls: readonly Call[] = [
  { name: 'list', path: '/api/creditcards', mongoosePath: '/bench/mongoose/creditcards' },
  {
    name: 'detail',
    path: `/api/creditcards/${benchSlug(LISTINGS / 2)}`,
    mongoosePath: `/bench/mongoose/creditcards/${benchSlug(LISTINGS / 2)}`,
  },
];

async function compare(server: BenchServer, call: Call) {
  const bytes = await fetchBytes(server.baseUrl + call.path);
  await setMemoryBody(server, bytes);
  const mongooseBytes = await fetchBytes(server.baseUrl + call.mongoosePath);
  const [ours, memory, mongoose, bare] = await alternate([
    { name: 'ours', url: server.baseUrl + call.path },
    { name: 'Express from memory', url: `${server.baseUrl}/bench/memory` },
    { name: 'plain Mongoose', url: server.baseUrl + call.mongoosePath },
    { name: 'bare node:http', url: server.bareUrl },
  ]);
  return {
    sizes: `${bytes.length} bytes (plain Mongoose: ${mongooseBytes.length})`,
    sides: [ours, memory, mongoose, bare] as SideFigures[],
    ours: ours as SideFigures,
    memory: memory as SideFigures,
    mongoose: mongoose as SideFigures,
    bare: bare as SideFigures,
  };
}

const benchmark: Benchmark = {
  name: `API throughput, ${LISTINGS} credit cards: ours vs the same bytes from memory, plain Mongoose and bare node:http`,
  async run() {
    const server = await benchServer(LISTINGS);
    const details = [
      `autocannon, ${CONNECTIONS} connections, ${defaultPlan.rounds} alternated rounds of ` +
        `${defaultPlan.seconds} s per side (medians), uncompressed answers`,
    ];
    const figures: Figure[] = [];
    for (const call of calls) {
      const result = await compare(server, call);
      details.push(`${call.name} GET ${call.path}, ${result.sizes}`);
      for (const side of result.sides) details.push(`  ${describe(side)}`);
      const ours = result.ours.requestsPerSecond;
      figures.push(
        {
          label: `${call.name}: ours / Express from memory`,
          value: ours / result.memory.requestsPerSecond,
          target: atLeast(0.8),
        },
        {
          label: `${call.name}: ours / plain Mongoose`,
          value: ours / result.mongoose.requestsPerSecond,
          target: atLeast(3),
        },
        {
          label: `${call.name}: ours / bare node:http`,
          value: ours / result.bare.requestsPerSecond,
        },
        {
          label: `${call.name}: non-2xx answers and errors of ours`,
          value: result.ours.non2xx + result.ours.errors,
          unit: '',
          target: { comparison: 'at-most', value: 0 },
        },
      );
    }
    return { details, figures };
  },
};

export default benchmark;
