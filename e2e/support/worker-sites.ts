import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer } from './browser';
import { startSite, type RunningSite } from './site';

/** What a worker's journeys share: its site and the browser they connect to. */
export interface WorkerSite {
  baseUrl: string;
  /** The site's data folder (its embedded database's socket is in `db/`). */
  dataDir: string;
  /** The address `chromium.connect` takes. */
  browserEndpoint: string;
}

interface Started {
  site: RunningSite;
  browser: BrowserServer;
}

export interface WorkerSites {
  /** Where a worker asks for its site: `${url}/<worker id>` answers a `WorkerSite`. */
  url: string;
  /** Stops every site and browser started, and the service. */
  stop(): Promise<void>;
}

async function startOne(seededDataDir: string): Promise<Started> {
  const site = await startSite(seededDataDir);
  try {
    return { site, browser: await launchBrowserServer() };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

/**
 * A small service in Vitest's main process that starts one site (on its own copy of the seeded
 * data) and one browser per test worker, the first time the worker asks, and hands the same ones
 * to every later file of that worker. Two files that run at the same time have different worker
 * ids, so they never share a site; the files of one worker run one after the other on it. The
 * main process owns them, so they stop when the run ends, however the workers end.
 */
export async function startWorkerSites(seededDataDir: string): Promise<WorkerSites> {
  const started = new Map<string, Promise<Started>>();

  function siteOf(workerId: string): Promise<Started> {
    let starting = started.get(workerId);
    if (!starting) {
      starting = startOne(seededDataDir);
      // A site that failed to start is tried again by the worker's next file.
      starting.catch(() => started.delete(workerId));
      started.set(workerId, starting);
    }
    return starting;
  }

  const service = createServer((request, response) => {
    const workerId = decodeURIComponent((request.url ?? '/').slice(1));
    siteOf(workerId).then(
      ({ site, browser }) => {
        const answer: WorkerSite = {
          baseUrl: site.baseUrl,
          dataDir: site.dataDir,
          browserEndpoint: browser.wsEndpoint(),
        };
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(answer));
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    );
  });
  service.listen(0, '127.0.0.1');
  await once(service, 'listening');
  const { port } = service.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      service.close();
      const all = await Promise.allSettled(started.values());
      await Promise.all(
        all.flatMap((result) =>
          result.status === 'fulfilled'
            ? [result.value.browser.close(), result.value.site.stop()]
            : [],
        ),
      );
    },
  };
}
