// Lints the live OpenAPI document: the server writes what it serves at /api/openapi.json to a
// temporary file, and Redocly's linter checks it (redocly.yaml); any error fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'open-api-lint-'));
const document = path.join(folder, 'openapi.json');
const run = (command, args, cwd = root) =>
  spawnSync(command, args, { cwd, stdio: 'inherit' }).status ?? 1;

try {
  const written = run(
    'npx',
    ['tsx', '--conditions=source', 'src/cli/write-open-api.ts', document],
    path.join(root, 'server'),
  );
  if (written !== 0) process.exit(written);
  process.exitCode = run('npx', ['redocly', 'lint', document, '--config', 'redocly.yaml']);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
