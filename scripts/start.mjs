// `npm start`: builds the client and the server when their sources are newer than the build,
// then runs the compiled server, which serves the API, the uploads and the client.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestChange(entries) {
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const stats = statSync(full);
    if (stats.isDirectory()) {
      const children = readdirSync(full).map((child) => path.join(entry, child));
      newest = Math.max(newest, newestChange(children));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const outputFile = path.join(root, output);
  const builtAt = existsSync(outputFile) ? statSync(outputFile).mtimeMs : 0;
  if (builtAt >= newestChange(sources)) return;
  console.log(`Building the ${workspace}...`);
  execFileSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
}

for (const name of readdirSync(path.join(root, 'packages'))) {
  const dir = `packages/${name}`;
  buildIfStale(dir, `${dir}/dist/index.js`, [`${dir}/src`]);
}
buildIfStale('client', 'client/dist/index.html', [
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  '.env',
]);
buildIfStale('server', 'server/dist/index.js', ['server/src']);

const { flags } = JSON.parse(readFileSync(path.join(root, 'server/node-flags.json'), 'utf8'));
const server = spawn(process.execPath, [...flags, path.join(root, 'server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
