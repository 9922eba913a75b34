import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Workspace packages are imported from their TypeScript sources (the `source` export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { global: 'globalThis' },
  test: {
    name: 'client',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    // One jsdom and one import of the libraries per worker, not per file (setup-tests.ts gives each
    // file the app's modules afresh): the project took 57 s instead of 161 s.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Form tests type key by key like a person; on a busy 2-core machine that takes seconds (the
    // listing editor's longest form took 20 s once with the machine loaded three times over).
    testTimeout: 60_000,
  },
});
