import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The journeys import the client's tables, which import workspace packages from their sources.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A journey of several pages took 40 to 60 s with the machine otherwise busy (load 15 to 20 on
    // two cores) and one timed out at 60 s: a time limit only catches a journey that hangs.
    testTimeout: 120_000,
    // Page transitions (collapsing sections, route chunks) can take over a second on a busy machine.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 120_000,
    // Each worker's files share one site and one browser (support/worker-sites.ts), and a worker
    // runs file after file without restarting and importing Playwright and the client's modules
    // again; no journey mocks a module or changes a global. `npm test` runs the journeys one at a
    // time beside the other projects (scripts/run-tests.mjs).
    isolate: false,
  },
});
