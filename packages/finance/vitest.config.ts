import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The contract is imported from its TypeScript sources (the `source` export condition).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'finance',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
