import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The contract is imported from its TypeScript sources (the `source` export condition).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'finance',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A worker runs file after file without restarting: no test mocks a module or leaves a global
    // changed (the packages took 22 s instead of 42 s).
    isolate: false,
  },
});
