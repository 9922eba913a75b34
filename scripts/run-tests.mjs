// Runs every check of `npm test`, lists the ten slowest test files (scripts/slowest-files-reporter.mjs)
// and ends with the line `N passed, N failed`.
// Typechecks count as one test per workspace; the Vitest runs report their own counts through
// the JSON reporter.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { printSlowest, slowestShown } from './slowest-files-reporter.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const vitestBin = path.join(root, 'node_modules/vitest/vitest.mjs');
const extraArgs = process.argv.slice(2);

let passed = 0;
let failed = 0;

/** Prints a child's output line by line with a prefix, so two runs' lines can be told apart. */
function prefixed(stream, prefix) {
  let partial = '';
  stream.on('data', (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (partial) process.stdout.write(`${prefix}${partial}\n`);
  });
}

/** Spawns a command; resolves with its exit status. */
function started(command, args, { env = {}, output }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output(child);
    child.on('close', (status) => resolve(status));
  });
}

/**
 * The typechecks in two lanes side by side (5 to 14 s each alone), the longest pair apart. Each
 * one's output is printed whole when it ends, so its lines do not mix with the others'.
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

async function typecheck(name, command, args) {
  const output = [];
  const status = await started(command, args, {
    output: (child) => {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    },
  });
  console.log(`\n> typecheck ${name}`);
  process.stdout.write(Buffer.concat(output));
  if (status === 0) passed += 1;
  else failed += 1;
}

/**
 * The Vitest runs. The browser journeys wait on the browser and the site half of the time: they
 * run one file at a time, beside the unit projects (two workers) and the typechecks, which fill
 * what the journeys leave of both cores. In one Vitest run the two workers took journeys together for minutes (two
 * browsers, each idle half the time). Every run keeps the normal priority: a lowered one starved
 * the unit tests past their time limits when other programs kept the machine busy.
 */
const vitestRuns = [
  { name: 'journeys', projects: ['--project=e2e', '--maxWorkers=1'] },
  { name: 'units', projects: ['--project=!e2e'] },
];

const reportOf = (name) => path.join(resultsDir, `vitest-${name}.json`);
const slowestOf = (name) => path.join(resultsDir, `slowest-${name}.json`);

async function vitest({ name, projects }) {
  const status = await started(
    process.execPath,
    [
      vitestBin,
      'run',
      ...projects,
      '--reporter=default',
      '--reporter=./scripts/slowest-files-reporter.mjs',
      '--reporter=json',
      `--outputFile.json=${reportOf(name)}`,
      ...extraArgs,
    ],
    {
      env: { SLOWEST_FILES_OUT: slowestOf(name) },
      output: (child) => {
        prefixed(child.stdout, `[${name}] `);
        prefixed(child.stderr, `[${name}] `);
      },
    },
  );
  let counted = 0;
  try {
    const report = JSON.parse(readFileSync(reportOf(name), 'utf8'));
    passed += report.numPassedTests;
    counted += report.numFailedTests;
    // A file that fails before any test runs (a syntax or import error) has no failed test of its own.
    counted += report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
  } catch {
    console.error(`Vitest (${name}) wrote no report`);
    counted += 1;
  }
  if (status !== 0 && counted === 0) counted += 1;
  failed += counted;
}

/** The ten slowest files of both runs, as the reporter measured them. */
function printSlowestOfRuns() {
  const files = vitestRuns.flatMap(({ name }) => {
    try {
      return JSON.parse(readFileSync(slowestOf(name), 'utf8'));
    } catch {
      return [];
    }
  });
  printSlowest(files.sort((a, b) => b.seconds - a.seconds).slice(0, slowestShown));
}

mkdirSync(resultsDir, { recursive: true });
for (const { name } of vitestRuns) {
  rmSync(reportOf(name), { force: true });
  rmSync(slowestOf(name), { force: true });
}
await Promise.all([
  ...vitestRuns.map(vitest),
  ...typecheckLanes.map(async (lane) => {
    for (const [name, command, args] of lane) await typecheck(name, command, args);
  }),
]);
printSlowestOfRuns();
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
