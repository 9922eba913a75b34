import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// react-router's exports name only its development build (warnings and checks for the
// developer); the build takes its production twin, the same API without them.
const productionTwin = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier)).replace('/development/', '/production/');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionTwin('react-router') },
  { find: /^react-router\/dom$/, replacement: productionTwin('react-router/dom') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The service worker of /which-card only: built from our source with Workbox, registered by
    // that page (never by the others), its manifest a file of public/.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/wallet/offline',
      filename: 'which-card-sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['icons/*.png', 'which-card.webmanifest'] },
    }),
  ],
  // Workspace packages are bundled from their TypeScript sources (the `source` export condition).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? reactRouterProduction : [],
  },
  // fbjs (pulled in by draft-js) reads the Node global `global`.
  define: { global: 'globalThis' },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari
    // 17); an older one fetches them as the page asks, without Vite's copy of the preloading.
    modulePreload: { polyfill: false },
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
}));
