import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The small shared parts of the visitor's pages, fetched as one file rather than one each. */
const pageKit =
  /[\\/]src[\\/](?:components[\\/]ui|hooks)[\\/]|[\\/]node_modules[\\/]react-bootstrap[\\/]esm[\\/](?:Badge|Button|Card|CardBody|CardFooter|CardHeader|CardImg|CardText|CardTitle|Col|Row|Alert|Accordion)/;

export default defineConfig({
  plugins: [react()],
  // fbjs (pulled in by draft-js) reads the Node global `global`.
  define: { global: 'globalThis' },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs (React, the router, the store, the header and footer): one file.
            { name: 'frame', tags: ['$initial'], priority: 2 },
            { name: 'page-kit', test: pageKit, priority: 1 },
          ],
        },
      },
    },
  },
});
