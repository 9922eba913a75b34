import { startServerProcess, type ServerProcess } from '../test/support/server-process.js';

/** The five first pages of a visitor: home, a list, a detail, the blog and a post. */
export const visitorPages: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/cards' },
  { name: 'detail', path: '/cards/hsbc-revolution-card' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/posts/how-to-choose-your-first-credit-card-in-singapore' },
];

/** The Chromium the page benchmarks drive, with the flags of the browser journeys. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export type Site = ServerProcess;

/**
 * Runs `npm start` (which builds the client and the server when their sources changed) on an
 * ephemeral port with the demo catalogue in a fresh data folder.
 */
function start(): Promise<Site> {
  return startServerProcess({ entry: 'npm start' });
}

let site: Promise<Site> | undefined;

/** The site, started on first use and shared by the page benchmarks. */
export function startedSite(): Promise<Site> {
  site ??= start();
  return site;
}

export async function stopSite(): Promise<void> {
  const running = site;
  site = undefined;
  await running?.then((started) => started.stop()).catch(() => undefined);
}
