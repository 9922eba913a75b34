import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from './paths';
import { seededSiteEnv } from './site-env';
import { startServerProcess } from '../../server/test/support/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the demo catalogue and the journeys' administrator, never started on. */
    seededDataDir: string;
  }
}

/**
 * Builds the client once, so every journey runs against the site as `npm start` serves it, and
 * seeds the demo catalogue once into a data folder that each journey's site starts on a copy of
 * (drawing the demo pictures and writing the catalogue took half of each site's start).
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
  project.provide('seededDataDir', seededDataDir);
  return () => rm(seededDataDir, { recursive: true, force: true });
}
