import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowestFirstSequencer } from './vitest.sequencer.ts';

/** Asked for a random order (`--sequence.shuffle`), which a sequencer of our own would override. */
const shuffled = process.argv.some((argument) => argument.startsWith('--sequence.shuffle'));

export default defineConfig({
  test: {
    projects: ['packages/*', 'server', 'client', 'e2e'],
    // Vitest's default of one worker less than the cores leaves a 2-core machine running one test
    // file at a time; every suite starts its own database and site on ephemeral ports, so two run
    // side by side (the unit projects took 338 s instead of 618 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The known slowest files first on a clean clone (Vitest's own timings afterwards).
    ...(shuffled ? {} : { sequence: { sequencer: SlowestFirstSequencer } }),
  },
});
