import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/with-database.js';
import { runCli } from './run-cli.js';

const engineDir = path.resolve(import.meta.dirname, '../../../packages/embedded-mongodb');
let work = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'command-line-umask-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

/** Every folder and file under `dir` whose mode is not 0700 (folders) or 0600 (files). */
async function looseEntries(dir: string): Promise<string[]> {
  const loose: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const mode = await modeOf(full);
    if (mode !== (entry.isDirectory() ? '700' : '600')) {
      loose.push(`${path.relative(dir, full)} ${mode}`);
    }
  }
  return loose;
}

describe("every command line tool uses the server's umask", () => {
  it('runCommand (backup, restore, seed, create-admin, migrate-uploads) sets it before the task', async () => {
    const folder = path.join(work, 'made-by-a-task');
    const previous = process.umask(0o022);
    try {
      await runCommand(async () => {
        await mkdir(folder);
        await writeFile(path.join(folder, 'file'), 'private');
      });
    } finally {
      process.umask(previous);
    }
    expect(await modeOf(folder)).toBe('700');
    expect(await modeOf(path.join(folder, 'file'))).toBe('600');
  });

  it('npm run seed writes the demo images 0600 in 0700 folders', async () => {
    const dataDir = path.join(work, 'seeded');
    const seed = await runCli('seed', [], { DATA_DIR: dataDir });
    expect(seed.stderr).toBe('');
    expect(seed.stdout).toContain('Demo data loaded');
    expect((await readdir(path.join(dataDir, 'uploads'))).length).toBeGreaterThan(0);
    expect(await looseEntries(dataDir)).toEqual([]);
  }, 120_000);

  it('npm run db runs with umask 077', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=source',
        'src/cli.ts',
        '--dbpath',
        path.join(work, 'db'),
        '--port',
        '0',
      ],
      { cwd: engineDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        let printed = '';
        child.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          if (printed.includes('listening on')) resolve();
        });
        child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
        child.once('exit', () => reject(new Error(`npm run db exited:\n${printed}`)));
      });
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      expect(/^Umask:\s*(\d+)$/m.exec(status)?.[1]).toBe('0077');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
