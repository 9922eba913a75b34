import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the server's command-line tools as `npm run` would, with `env` added. */
export async function runCli(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', `src/cli/${script}.ts`, ...args],
      {
        cwd: serverDir,
        env: { ...process.env, NODE_ENV: 'test', MONGODB_URI: '', ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
