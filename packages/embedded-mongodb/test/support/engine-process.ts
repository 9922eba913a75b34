import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./run-engine.ts', import.meta.url));
const PACKAGE_DIR = path.resolve(path.dirname(ENTRY), '../..');

export interface EngineProcess {
  uri: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<unknown>;
  kill(signal: NodeJS.Signals): Promise<unknown>;
}

/** Runs the engine in its own Node process (`node --import tsx`), so it can be SIGKILLed. */
export async function spawnEngine(
  dbPath: string,
  compactionThresholdBytes?: number,
): Promise<EngineProcess> {
  const args = ['--conditions=source', '--import', 'tsx', ENTRY, dbPath];
  if (compactionThresholdBytes !== undefined) args.push(String(compactionThresholdBytes));
  const child = spawn(process.execPath, args, {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code, signal]: unknown[]) => signal ?? code);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const started = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve((JSON.parse(line) as { uri: string }).uri);
    });
    void exited.then(() => reject(new Error(`engine process exited before listening: ${stderr}`)));
  });
  const uri = await started;
  return {
    uri,
    child,
    exited,
    kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}
