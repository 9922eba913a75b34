import { meetsTarget, type Benchmark } from './benchmark.js';

/** Every benchmark `npm run bench` runs, in order: add a new one with one line here. */
const benchmarks: Array<() => Promise<{ default: Benchmark }>> = [
  () => import('./find-one-by-unique-field.bench.js'),
];

let failures = 0;
for (const load of benchmarks) {
  const { default: benchmark } = await load();
  console.log(`\n${benchmark.name}`);
  const started = performance.now();
  const result = await benchmark.run();
  for (const line of result.details) console.log(`  ${line}`);
  const passed = meetsTarget(result);
  const comparison = result.direction === 'at-least' ? '>=' : '<=';
  if (!passed) failures += 1;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `  ratio ${result.ratio.toFixed(2)} (target ${comparison} ${result.target}) ${passed ? 'PASS' : 'FAIL'} in ${seconds} s`,
  );
}
console.log(`\n${benchmarks.length - failures} of ${benchmarks.length} benchmarks within target`);
if (failures > 0) process.exitCode = 1;
