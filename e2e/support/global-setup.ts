import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from './paths';
import { seededSiteEnv } from './site-env';
import { startWorkerSites } from './worker-sites';
import { startServerProcess } from '../../server/test/support/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each worker asks for the site and the browser its files share (see worker-sites.ts). */
    workerSitesUrl: string;
  }
}

/**
 * Builds the client once, so every journey runs against the site as `npm start` serves it, seeds
 * the demo catalogue once into a data folder that each worker's site starts on a copy of (drawing
 * the demo pictures and writing the catalogue took half of each site's start), and starts the
 * service that gives each worker its own site and browser, shared by the worker's files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'client'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const seededDataDir = await mkdtemp(path.join(tmpdir(), 'e2e-seeded-'));
  const seeding = await startServerProcess({
    entry: 'sources',
    dataDir: seededDataDir,
    env: seededSiteEnv,
  });
  await seeding.stop();
  const workerSites = await startWorkerSites(seededDataDir);
  project.provide('workerSitesUrl', workerSites.url);
  return async () => {
    await workerSites.stop();
    await rm(seededDataDir, { recursive: true, force: true });
  };
}
