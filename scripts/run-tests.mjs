// Runs every check of `npm test`, lists the ten slowest test files (scripts/slowest-files-reporter.mjs)
// and ends with the line `N passed, N failed`.
// Typechecks count as one test per workspace; the Vitest projects (server, client, e2e) report
// their own counts through the JSON reporter.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const vitestJson = path.join(resultsDir, 'vitest.json');
const extraArgs = process.argv.slice(2);

let passed = 0;
let failed = 0;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

/**
 * The typechecks in two lanes side by side (one per core of a 2-core machine; 5 to 14 s each
 * alone), the longest pair apart: about 35 s instead of 45 s one after the other. Each one's
 * output is printed whole when it ends, so the lanes' lines do not mix.
 */
const typecheckLanes = [
  [
    ['client', 'npm', ['run', 'typecheck', '--silent', '-w', 'client']],
    ['packages', 'npm', ['run', 'typecheck', '--silent', '-w', 'packages']],
  ],
  [
    ['server', 'npm', ['run', 'typecheck', '--silent', '-w', 'server']],
    ['e2e', 'npx', ['tsc', '-p', 'e2e']],
  ],
];

function typecheck(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n> typecheck ${name}`);
      process.stdout.write(Buffer.concat(output));
      if (status === 0) passed += 1;
      else failed += 1;
      resolve();
    });
  });
}

await Promise.all(
  typecheckLanes.map(async (lane) => {
    for (const [name, command, args] of lane) await typecheck(name, command, args);
  }),
);

mkdirSync(resultsDir, { recursive: true });
rmSync(vitestJson, { force: true });
console.log('\n> vitest');
const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=./scripts/slowest-files-reporter.mjs',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...extraArgs,
]);

try {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails before any test runs (a syntax or import error) has no failed test of its own.
  failed += report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} catch {
  console.error('Vitest wrote no report');
  failed += 1;
}
if (!vitestOk && failed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
