// `npm run dev`: the API with reload on :3000 and Vite on :5173 (proxying /api and /uploads).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = ['server', 'client'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { cwd: root, stdio: 'inherit' }),
);

function stopAll(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
