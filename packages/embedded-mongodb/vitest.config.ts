import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'embedded-mongodb',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A worker runs file after file without restarting: no test mocks a module or leaves a global
    // changed, and each file opens its own database (the packages took 22 s instead of 42 s).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
