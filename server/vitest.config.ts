import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages are imported from their TypeScript sources (the `source` export condition).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs file after file without restarting, so the libraries are imported once (imports
    // were most of the project's time); each file still gets the app's modules afresh
    // (test/support/fresh-modules.ts) and starts its own database and app, and files that mock or
    // change a global put it back in their own hooks.
    isolate: false,
    setupFiles: ['./test/support/fresh-modules.ts'],
  },
});
