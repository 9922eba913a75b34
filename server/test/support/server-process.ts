import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Given by its full address, so callers outside the server workspace (the browser journeys) find it.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The ways to run the server: from its TypeScript sources, or as `npm start` runs it. */
const entryArgs = {
  sources: [
    '--conditions=source',
    '--import',
    tsxLoader,
    path.join(repoRoot, 'server/src/index.ts'),
  ],
  /** Builds the client and the server first when their sources changed. */
  'npm start': [path.join(repoRoot, 'scripts/start.mjs')],
} as const;

export interface ServerProcessOptions {
  entry: keyof typeof entryArgs;
  /** The data folder; by default a fresh temporary one, removed again by `stop()`. */
  dataDir?: string;
  /** Settings over the defaults: production, port 0, the embedded database, the demo catalogue. */
  env?: Record<string, string>;
}

export interface ServerProcess {
  /** Where it listens, e.g. `http://localhost:40123`. */
  baseUrl: string;
  dataDir: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Resolves with the address of the server's 'Listening on' line, or fails with its last output. */
function listeningAddress(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (!match?.[1]) return;
      // Still read what it prints later, so a full pipe never blocks it, but keep none of it.
      output = '';
      child.stdout?.off('data', onData).resume();
      child.stderr?.off('data', onData).resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      const last = output.trimEnd().split('\n').slice(-30).join('\n');
      reject(new Error(`The server exited (${code}) before listening:\n${last}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the real server in a child process on an ephemeral port and resolves once it listens. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'server-process-')));
  const removeTemporary = async () => {
    if (temporary) await rm(dataDir, { recursive: true, force: true });
  };
  const child = spawn(process.execPath, entryArgs[options.entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      MONGODB_URI: '',
      DATA_DIR: dataDir,
      UPLOAD_DIR: '',
      JWT_SECRET: '',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // The demo listings' sources are real bank pages: tests never reach the network.
      SOURCE_WATCH_HOURS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const baseUrl = await listeningAddress(child);
    return {
      baseUrl,
      dataDir,
      async stop() {
        await stopChild(child);
        await removeTemporary();
      },
    };
  } catch (error) {
    await removeTemporary();
    throw error;
  }
}
