import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

/** Builds the client once, so every journey runs against the site as `npm start` serves it. */
export default function setup(): void {
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'client'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
