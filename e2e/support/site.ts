import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths';

// The server runs from a temporary folder, so the TypeScript loader is given by its full address.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface RunningSite {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export const e2eAdmin = {
  email: 'admin@e2e.test',
  password: 'admin-password-1',
  name: 'E2E Admin',
};

/**
 * Starts the real server (built client, embedded database in a fresh temporary folder) on an
 * ephemeral port, as `npm start` would, and resolves once it listens.
 */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-site-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', tsxLoader, path.join(repoRoot, 'server/src/index.ts')],
    {
      cwd: dataDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        MONGODB_URI: '',
        DATA_DIR: dataDir,
        UPLOAD_DIR: '',
        JWT_SECRET: '',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        ADMIN_NAME: e2eAdmin.name,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`Site exited (${code}) before listening:\n${output}`)),
    );
  });

  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
