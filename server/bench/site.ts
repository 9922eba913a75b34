import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The five first pages of a visitor: home, a list, a detail, the blog and a post. */
export const visitorPages: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/cards' },
  { name: 'detail', path: '/cards/dbs-everyday-cashback-card' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/posts/how-to-choose-your-first-credit-card-in-singapore' },
];

/** The Chromium the page benchmarks drive, with the flags of the browser journeys. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Site {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs `npm start` (which builds the client and the server when their sources changed) on an
 * ephemeral port with the demo catalogue in a fresh data folder.
 */
async function start(): Promise<Site> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-site-'));
  try {
    return await startIn(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(dataDir: string): Promise<Site> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      const last = output.trimEnd().split('\n').slice(-30).join('\n');
      reject(new Error(`npm start exited (${code}):\n${last}`));
    });
  });
  return {
    baseUrl,
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

let site: Promise<Site> | undefined;

/** The site, started on first use and shared by the page benchmarks. */
export function startedSite(): Promise<Site> {
  site ??= start();
  return site;
}

export async function stopSite(): Promise<void> {
  const running = site;
  site = undefined;
  await running?.then((started) => started.stop()).catch(() => undefined);
}
