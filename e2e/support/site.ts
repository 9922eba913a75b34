// The server's own test support starts the server, for its tests, its benchmarks and these journeys.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startServerProcess,
  type ServerProcess,
} from '../../server/test/support/server-process.js';
import { seededSiteEnv } from './site-env';

export { e2eAdmin } from './site-env';

export type RunningSite = ServerProcess;

/**
 * Starts the real server (built client, embedded database) on an ephemeral port, as `npm start`
 * would, on a fresh copy of the seeded data folder, and resolves once it listens. Stopping it
 * removes the copy.
 */
export async function startSite(seededDataDir: string): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-site-'));
  const removeCopy = () => rm(dataDir, { recursive: true, force: true });
  try {
    await cp(seededDataDir, dataDir, { recursive: true });
    const site = await startServerProcess({ entry: 'sources', dataDir, env: seededSiteEnv });
    return {
      ...site,
      async stop() {
        await site.stop();
        await removeCopy();
      },
    };
  } catch (error) {
    await removeCopy();
    throw error;
  }
}
