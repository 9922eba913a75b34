import { createApp, defaultClientDir } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { keepNewFilesPrivate } from './config/private-files.js';
import { connectDatabase } from './db/connect.js';
import { createHttpServer } from './http/http-server.js';
import { createMailer } from './mail/index.js';
import { ensureIndexes } from './models/all-models.js';
import { isCatalogueEmpty, seedDemoData } from './seed/seed-demo.js';
import { createAlertSweeper, startAlertSweeps } from './services/alert-sweeper.js';
import { applicationJobs } from './services/application-jobs.js';
import { startSourceWatch } from './services/source-watch/source-watcher.js';
import { ensureProviders } from './services/provider.service.js';
import { ensureMerchants } from './services/merchant.service.js';
import { referenceMerchants } from './seed/data/merchants.js';
import { ensureGovernmentSecurities } from './services/government-securities.service.js';
import {
  referenceSavingsBonds,
  referenceTbillAuctions,
} from './seed/data/government-securities.js';
import { repairAllRevisions } from './services/revision-repair.js';
import { createImageStore, sweepUploads, Uploads } from './uploads/index.js';
import { ensureConfiguredAdmin } from './services/user.service.js';
import { placeUnplacedWatches } from './services/watch.service.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  keepNewFilesPrivate();
  const config = loadConfig();
  const db = await connectDatabase(config);
  await ensureIndexes();
  const providers = await ensureProviders();
  if (providers > 0)
    console.log(`Added ${providers} providers (the spec's banks, listings' categories)`);
  const securities = await ensureGovernmentSecurities(
    referenceTbillAuctions,
    referenceSavingsBonds,
  );
  if (securities > 0) console.log(`Added ${securities} T-bill auctions and Savings Bond issues`);
  // Reference data like the banks: /which-card suggests merchants on every site, demo or not.
  const merchants = await ensureMerchants(referenceMerchants);
  if (merchants > 0) console.log(`Added ${merchants} merchants`);
  const placed = await placeUnplacedWatches();
  if (placed > 0) console.log(`Gave ${placed} watches their place among their user's watches`);
  const swept = await sweepUploads(createImageStore(config));
  if (swept > 0) console.log(`Removed ${swept} uploaded images no record uses`);
  if (config.admin && (await ensureConfiguredAdmin(config.admin))) {
    console.log(`Administrator ${config.admin.email} created`);
  }
  if (config.seedDemo && (await isCatalogueEmpty())) {
    const seeded = await seedDemoData(new Uploads(createImageStore(config)));
    console.log(`Demo data loaded: ${seeded.listings} listings and ${seeded.posts} posts`);
  }
  const repaired = await repairAllRevisions();
  if (repaired > 0) {
    console.log(
      `Revisions repaired: ${repaired} (records stored without theirs, deletes cut short)`,
    );
  }
  // After repair: the revisions it wrote are turned into alerts like any other.
  const mail = { mailer: createMailer(config.mail), siteUrl: config.siteUrl };
  const stopAlertSweeps = startAlertSweeps(
    createAlertSweeper(mail, [applicationJobs(mail, config.jwtSecret)]),
    (error) => console.error('Alert sweep failed:', error),
    config.alertSweepMs,
  );
  const stopSourceWatch = config.sourceWatch
    ? startSourceWatch(config.sourceWatch, (error) => console.error('Source watch failed:', error))
    : async () => undefined;
  const app = createApp({ config, dbMode: db.mode, clientDir: defaultClientDir });
  const server = createHttpServer(app, config.http);
  server.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Listening on http://localhost:${port} (database: ${db.mode})`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const sweepsStopped = Promise.all([stopAlertSweeps(), stopSourceWatch()]);
    server.close(async () => {
      // The sweep under way ends and releases its lease, so the next start sweeps at once.
      await sweepsStopped;
      await db.close();
      console.log('Stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection:', reason);
  process.exitCode = 1;
});

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
