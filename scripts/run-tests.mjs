// Runs every check of `npm test`, lists the ten slowest test files (scripts/slowest-files-reporter.mjs)
// and ends with the line `N passed, N failed`.
// Typechecks count as one test per workspace; the Vitest projects (server, client, e2e) report
// their own counts through the JSON reporter.
import { spawnSync } from 'node:child_process';
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

const typechecks = [
  ['packages', 'npm', ['run', 'typecheck', '--silent', '-w', 'packages']],
  ['server', 'npm', ['run', 'typecheck', '--silent', '-w', 'server']],
  ['client', 'npm', ['run', 'typecheck', '--silent', '-w', 'client']],
  ['e2e', 'npx', ['tsc', '-p', 'e2e']],
];
for (const [name, command, args] of typechecks) {
  console.log(`\n> typecheck ${name}`);
  if (run(command, args)) passed += 1;
  else failed += 1;
}

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
