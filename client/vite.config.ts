import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are bundled from their TypeScript sources (the `source` export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // fbjs (pulled in by draft-js) reads the Node global `global`.
  define: { global: 'globalThis' },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    // Maps are written for the benchmarks and debugging but not linked from the scripts; the
    // server refuses to serve them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first page needs (React, the router, the store, the frame and the visitor's
            // main pages): one file.
            { name: 'frame', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
