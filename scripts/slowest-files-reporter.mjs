// A Vitest reporter that lists the ten slowest test files once the run ends, each with the time of
// its import, tests and hooks (a file's `beforeAll` included, which Vitest's JSON report leaves
// out), and of its import alone. With SLOWEST_FILES_OUT set, it writes them there as JSON instead,
// for `npm test` (scripts/run-tests.mjs) to list the slowest of its runs together.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const slowestShown = 10;

/** Prints the files (the slowest first), each with its whole time and its import's. */
export function printSlowest(slowest) {
  if (slowest.length === 0) return;
  console.log(`\nSlowest ${slowest.length} test files (import, tests and hooks; import alone):`);
  for (const { name, seconds, importSeconds } of slowest) {
    const importTime = `${importSeconds.toFixed(1)} s`.padStart(8);
    console.log(`${seconds.toFixed(1).padStart(7)} s ${importTime}  ${name}`);
  }
}

export default class SlowestFilesReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const slowest = testModules
      .map((testModule) => {
        const { collectDuration, duration } = testModule.diagnostic();
        return {
          name: path.relative(this.root, testModule.moduleId),
          seconds: (collectDuration + duration) / 1000,
          importSeconds: collectDuration / 1000,
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, slowestShown);
    if (process.env.SLOWEST_FILES_OUT) {
      writeFileSync(process.env.SLOWEST_FILES_OUT, JSON.stringify(slowest));
      return;
    }
    printSlowest(slowest);
  }
}
