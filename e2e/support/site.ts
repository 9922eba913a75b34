// The server's own test support starts the server, for its tests, its benchmarks and these journeys.
import {
  startServerProcess,
  type ServerProcess,
} from '../../server/test/support/server-process.js';

export type RunningSite = ServerProcess;

export const e2eAdmin = {
  email: 'admin@e2e.test',
  password: 'admin-password-1',
  name: 'E2E Admin',
};

/**
 * Starts the real server (built client, embedded database in a fresh temporary folder) on an
 * ephemeral port, as `npm start` would, and resolves once it listens.
 */
export function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  return startServerProcess({
    entry: 'sources',
    env: {
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_NAME: e2eAdmin.name,
      ...extraEnv,
    },
  });
}
