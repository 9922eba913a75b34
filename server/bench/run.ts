import { cpus } from 'node:os';
import { formatFigure, meetsTarget, type Benchmark, type Figure } from './benchmark.js';
import { stopBenchServers } from './bench-servers.js';
import { stopSite } from './site.js';

type Load = () => Promise<{ default: Benchmark }>;

/**
 * Every benchmark `npm run bench` runs, in order, by part: `npm run bench -- api search` runs
 * those parts alone. Add a benchmark with one line here.
 */
const registry: ReadonlyArray<{ part: string; load: Load }> = [
  { part: 'db', load: () => import('./find-one-by-unique-field.bench.js') },
  { part: 'revisions', load: () => import('./revision-save.bench.js') },
  { part: 'api', load: () => import('./api-throughput.bench.js') },
  { part: 'growth', load: () => import('./list-growth.bench.js') },
  { part: 'search', load: () => import('./search.bench.js') },
  { part: 'changes', load: () => import('./changes.bench.js') },
  { part: 'memory', load: () => import('./memory.bench.js') },
  { part: 'finance', load: () => import('./card-finder.bench.js') },
  { part: 'wallet', load: () => import('./wallet.bench.js') },
  { part: 'pages', load: () => import('./page-javascript.bench.js') },
  { part: 'pages', load: () => import('./page-lighthouse.bench.js') },
  { part: 'pages', load: () => import('./page-main-thread.bench.js') },
];

const parts = [...new Set(registry.map((entry) => entry.part))];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !parts.includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are: ${parts.join(', ')}`);
  process.exit(2);
}
const selected = registry.filter((entry) => asked.length === 0 || asked.includes(entry.part));

const cpu = cpus();
console.log(
  `${new Date().toISOString()}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `Node ${process.versions.node}`,
);

const targeted: Figure[] = [];
const started = performance.now();
try {
  for (const entry of selected) {
    const { default: benchmark } = await entry.load();
    console.log(`\n[${entry.part}] ${benchmark.name}`);
    const benchmarkStarted = performance.now();
    const result = await benchmark.run();
    for (const line of result.details) console.log(`  ${line}`);
    for (const figure of result.figures) console.log(`  ${formatFigure(figure)}`);
    targeted.push(...result.figures.filter((figure) => figure.target));
    console.log(`  (${((performance.now() - benchmarkStarted) / 1000).toFixed(0)} s)`);
  }
} finally {
  await Promise.all([stopBenchServers(), stopSite()]);
}

const met = targeted.filter((figure) => figure.target && meetsTarget(figure.value, figure.target));
console.log(
  `\n${met.length} of ${targeted.length} targets met in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const figure of targeted.filter((figure) => !met.includes(figure))) {
  console.log(`  MISS ${formatFigure(figure)}`);
}
