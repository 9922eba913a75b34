import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const benchDir = import.meta.dirname;
/** Inside the package, so the compiled modules find its dependencies; ignored by git. */
const buildDir = path.join(benchDir, '../node_modules/.cache/bench-build');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let built: Promise<void> | undefined;

/**
 * Compiles the server and the bench entries once per run, so the servers under test run plain
 * JavaScript as `npm start` does (a TypeScript loader would add its own memory and start-up).
 */
function build(): Promise<void> {
  built ??= (async () => {
    await rm(buildDir, { recursive: true, force: true });
    // The compiled server imports the workspace packages from their own builds.
    await promisify(execFile)('npm', ['run', 'build', '--silent', '-w', 'packages'], {
      cwd: path.join(benchDir, '../..'),
    });
    await promisify(execFile)(process.execPath, [
      tsc,
      '-p',
      path.join(benchDir, 'tsconfig.build.json'),
      '--outDir',
      buildDir,
    ]);
    await writeFile(path.join(buildDir, 'package.json'), '{ "type": "module" }\n');
  })();
  return built;
}

/** A server under test, in a child process, on an embedded database holding `listings` cards. */
export interface BenchServer {
  listings: number;
  pid: number;
  /** The app, e.g. `http://127.0.0.1:40123`. */
  baseUrl: string;
  /** The bare `node:http` server of the same process. */
  bareUrl: string;
  /** Resident memory once listening, before any request, in megabytes. */
  startMemory: { current: number; peak: number };
  stop(): Promise<void>;
}

/**
 * Node options of the servers under test: the production flags of `server/node-flags.json`, then
 * `BENCH_CPU_PROF=<folder>` profiles them into that folder, and `BENCH_SERVER_ARGS` adds flags
 * such as `--max-old-space-size=128`.
 */
const productionFlags = (
  JSON.parse(readFileSync(path.join(benchDir, '../node-flags.json'), 'utf8')) as { flags: string[] }
).flags;
const serverNodeArgs = [
  ...productionFlags,
  ...(process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : []),
  ...(process.env.BENCH_SERVER_ARGS?.split(/\s+/).filter(Boolean) ?? []),
];

function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  node: string[] = [],
) {
  const entry = path.join(buildDir, 'bench', script);
  return spawn(process.execPath, [...node, entry, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** What a server's data folder holds besides its `listings` cards. */
export interface BenchData {
  /** Each card's creation revision, as start-up repair writes it. */
  revisions?: boolean;
}

async function seed(dataDir: string, listings: number, { revisions }: BenchData): Promise<void> {
  const child = runScript('seed-catalogue.js', [
    dataDir,
    String(listings),
    ...(revisions ? ['revisions'] : []),
  ]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${listings} listings failed (${code}):\n${output}`);
}

async function start(listings: number, data: BenchData): Promise<BenchServer> {
  await build();
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${listings}-`));
  try {
    return await startIn(dataDir, listings, data);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(dataDir: string, listings: number, data: BenchData): Promise<BenchServer> {
  await seed(dataDir, listings, data);
  const child = runScript(
    'serve.js',
    [],
    {
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      UPLOAD_DIR: '',
      JWT_SECRET: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // Errors reach the benchmark's output; request lines (slow ones are warnings under this
      // load) would drown its figures.
      LOG_LEVEL: 'error',
    },
    serverNodeArgs,
  );
  let output = '';
  const ports = await new Promise<{ port: number; barePort: number }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /bench server ready (\{.*\})/.exec(output);
      if (ready?.[1]) resolve(JSON.parse(ready[1]) as { port: number; barePort: number });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}):\n${output}`)));
  });
  // Anything the server logs once it runs (errors above all) reaches the benchmark's output.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stderr.pipe(process.stderr);
  child.stdout.pipe(process.stderr);
  const pid = child.pid as number;
  return {
    listings,
    pid,
    startMemory: await residentMemory(pid),
    baseUrl: `http://127.0.0.1:${ports.port}`,
    bareUrl: `http://127.0.0.1:${ports.barePort}`,
    async stop() {
      // Requests cut short by the shutdown log errors that say nothing about the benchmark.
      child.stdout.unpipe();
      child.stderr.unpipe();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const servers = new Map<string, Promise<BenchServer>>();

const serverKey = (listings: number, { revisions }: BenchData) =>
  `${listings}${revisions ? ' with revisions' : ''}`;

/** The server with `listings` cards and `data`, started on first use and shared by benchmarks. */
export function benchServer(listings: number, data: BenchData = {}): Promise<BenchServer> {
  const key = serverKey(listings, data);
  let server = servers.get(key);
  if (!server) {
    server = start(listings, data);
    servers.set(key, server);
  }
  return server;
}

/** Stops the server of `listings` and `data` if one was started; a later use starts it again. */
export async function stopBenchServer(listings: number, data: BenchData = {}): Promise<void> {
  const key = serverKey(listings, data);
  const server = servers.get(key);
  servers.delete(key);
  await server?.then((running) => running.stop()).catch(() => undefined);
}

export async function stopBenchServers(): Promise<void> {
  const started = [...servers.values()];
  servers.clear();
  await Promise.all(
    started.map((server) => server.then((running) => running.stop()).catch(() => undefined)),
  );
}

/** The resident memory of a process now and at its peak (`VmRSS`, `VmHWM`), in megabytes. */
export async function residentMemory(pid: number): Promise<{ current: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`no ${name} in /proc/${pid}/status`);
    return Number(match[1]) / 1024;
  };
  return { current: field('VmRSS'), peak: field('VmHWM') };
}

/** Stores `bytes` as the answer of the server's memory route and bare server. */
export async function setMemoryBody(server: BenchServer, bytes: Buffer): Promise<void> {
  const response = await fetch(`${server.baseUrl}/bench/body`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (response.status !== 204) throw new Error(`storing the memory body: ${response.status}`);
}

/** The identity-encoded body of a GET, failing on any status but 200. */
export async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (response.status !== 200) {
    throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  }
  return Buffer.from(await response.arrayBuffer());
}
