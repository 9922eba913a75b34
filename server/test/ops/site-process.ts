import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface SiteProcess {
  baseUrl: string;
  process: ChildProcess;
  /** Everything the process printed. */
  output(): string;
}

/** Starts the real server (`src/index.ts`) on a free port and waits until it listens. */
export function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/index.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        MONGODB_URI: '',
        PORT: '0',
        SEED_DEMO: 'false',
        // The demo listings' sources are real bank pages: tests never reach the network.
        SOURCE_WATCH_HOURS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      printed += chunk.toString();
      const listening = /Listening on (http:\/\/localhost:\d+)/.exec(printed);
      if (listening) resolve({ baseUrl: listening[1]!, process: child, output: () => printed });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${printed}`)));
  });
}

/** Stops the process and waits for it to be gone. */
export function stopSiteProcess(site: SiteProcess, signal: NodeJS.Signals): Promise<void> {
  if (site.process.exitCode !== null || site.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    site.process.once('exit', () => resolve());
    site.process.kill(signal);
  });
}
