import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// react-router's exports name only its development build (warnings and checks for the
// developer); the build takes its production twin, the same API without them.
const productionTwin = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier)).replace('/development/', '/production/');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionTwin('react-router') },
  { find: /^react-router\/dom$/, replacement: productionTwin('react-router/dom') },
];

/*
 * axios bundles code that the client never runs, in every visitor's script. The build hands it
 * stand-ins, as axios's own `browser` field does for its Node adapter:
 * - its fetch adapter (about 3.5 KB gzip with its helpers): in a browser axios picks its
 *   XMLHttpRequest adapter, the first of its default adapters and the one that reports upload
 *   progress; the stand-in says fetch is not supported;
 * - the table of HTTP status names and the `CancelToken` class, which axios only attaches to its
 *   export (`axios.HttpStatusCode`, `axios.CancelToken`): the client uses neither (0.8 and 0.3 KB);
 * - `formDataToJSON`, which axios calls only for a FormData sent with a JSON content type, which
 *   the client never sends (0.4 KB): the stand-in throws if that ever changes.
 */
const formDataToJSONLeftOut =
  "export default () => { throw new Error('formDataToJSON is left out of the client build'); };";
/** Each module replaced: its specifier, the end of the importing file's path, the stand-in's code. */
const axiosStandIns = [
  ['./fetch.js', '/axios/lib/adapters/adapters.js', 'export const getFetch = () => false;'],
  ['./helpers/HttpStatusCode.js', '/axios/lib/axios.js', 'export default {};'],
  ['./cancel/CancelToken.js', '/axios/lib/axios.js', 'export default class CancelToken {}'],
  ['./helpers/formDataToJSON.js', '/axios/lib/axios.js', formDataToJSONLeftOut],
  ['../helpers/formDataToJSON.js', '/axios/lib/defaults/index.js', formDataToJSONLeftOut],
] as const;
const standInId = (index: number) => `\0axios-stand-in-${index}`;
const axiosWithoutUnusedParts: Plugin = {
  name: 'axios-without-unused-parts',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const index = axiosStandIns.findIndex(
      ([specifier, importerEnd]) => source === specifier && importer?.endsWith(importerEnd),
    );
    return index >= 0 ? standInId(index) : null;
  },
  load(id) {
    const index = axiosStandIns.findIndex((_, candidate) => standInId(candidate) === id);
    return index >= 0 ? axiosStandIns[index]![2] : null;
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), axiosWithoutUnusedParts],
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
