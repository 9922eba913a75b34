import type { WalletOptimum } from '@sg-finance/contract';
import Tinypool from 'tinypool';
import type { OptimumTask } from './wallet-optimum.worker.js';

/**
 * A solver thread left idle this long ends; the next optimum starts one again (ms). A thread
 * keeps HiGHS compiled to optimised code as it ran (about 12 MB): a fresh one loads and compiles
 * it again, its first answers costing several times the CPU of later ones (`npm run bench`).
 */
const IDLE_MS = 15 * 60_000;

/** Run from the TypeScript sources (tsx, Vitest) rather than the built JavaScript. */
const fromSource = import.meta.url.endsWith('.ts');

let pool: Tinypool | undefined;

/**
 * The pool of one solver thread, started with the first optimum: a solve takes up to its time
 * limits of CPU, which on the request's thread would hold every other request that long.
 */
function solverPool(): Tinypool {
  pool ??= new Tinypool({
    filename: new URL(
      fromSource ? './wallet-optimum-source-worker.mjs' : './wallet-optimum.worker.js',
      import.meta.url,
    ).href,
    // The workspace packages' TypeScript sources, as the main thread reads them.
    execArgv: fromSource ? ['--conditions=source'] : [],
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
  });
  return pool;
}

/** The wallet's optimum, worked out on the solver thread. */
export function solveInWorker(task: OptimumTask): Promise<WalletOptimum> {
  return solverPool().run(task) as Promise<WalletOptimum>;
}
