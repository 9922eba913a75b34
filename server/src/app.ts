import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import type { Config } from './config/env.js';
import type { DatabaseMode } from './db/connect.js';
import { listingKinds } from '@sg-finance/contract';
import { createRequireAdmin } from './middleware/auth.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { securityHeaders } from './middleware/security-headers.js';
import { createPageController } from './controllers/page.controller.js';
import { createMailer } from './mail/index.js';
import { createLogger, type Logger } from './logging/logger.js';
import { REQUEST_ID_HEADER, requestLogging } from './logging/request-logging.js';
import { createAccountRouter } from './routes/account.routes.js';
import { createChangesCache, createChangesRouter } from './routes/changes.routes.js';
import { createFeedRouter } from './routes/feed.routes.js';
import { createHealthRouter, createReadyRouter } from './routes/health.routes.js';
import { createHistoryRouter } from './routes/history.routes.js';
import { createListingRouter } from './routes/listing.routes.js';
import { createMerchantRouter } from './routes/merchant.routes.js';
import { createNeedsCheckingRouter } from './routes/needs-checking.routes.js';
import { createOpenDataRouters } from './routes/open-data.routes.js';
import { createOpenApiRouter } from './routes/open-api.routes.js';
import { createOutboxRouter } from './routes/outbox.routes.js';
import { createPostRouter } from './routes/post.routes.js';
import { createProviderRouter } from './routes/provider.routes.js';
import type { RouterDeps } from './routes/router-deps.js';
import { createSearchRouter } from './routes/search.routes.js';
import { createSeoRouter } from './routes/seo.routes.js';
import { createSuggestionRouter } from './routes/suggestion.routes.js';
import { createUserRouter } from './routes/user.routes.js';
import { createWalletRouter } from './routes/wallet.routes.js';
import { createWatchAlertRouter } from './routes/watch-alert.routes.js';
import { createAlertSweeper } from './services/alert-sweeper.js';
import { createImageStore, createUploadForm, serveUploads, Uploads } from './uploads/index.js';

export interface AppOptions {
  config: Config;
  dbMode: DatabaseMode;
  /** The built client to serve with a history fallback; omitted in API-only tests. */
  clientDir?: string | undefined;
  /** Where request logs go; by default a logger at the configured level on stdout. */
  logger?: Logger;
  /** Answers slower than this are logged at warn level (1 s by default). */
  slowRequestMs?: number;
}

export const defaultClientDir = path.resolve(import.meta.dirname, '../../client/dist');

export function createApp({
  config,
  dbMode,
  clientDir,
  logger = createLogger(config.logLevel),
  slowRequestMs,
}: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger, { slowRequestMs }));
  app.use(securityHeaders(config.pageSources));
  app.use(compression());
  app.use(
    cors({
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      exposedHeaders: ['X-Total-Count', 'Link', REQUEST_ID_HEADER],
    }),
  );
  app.use(express.json({ limit: '1mb' }));

  const imageStore = createImageStore(config);
  const uploads = new Uploads(imageStore);
  const deps: RouterDeps = {
    requireAdmin: createRequireAdmin(config),
    uploadForm: createUploadForm(uploads, config),
    uploads,
  };
  app.use('/api/health', createHealthRouter(dbMode));
  app.use('/api/ready', createReadyRouter(dbMode));
  const mailer = createMailer(config.mail);
  app.use('/api/users', createUserRouter(config, mailer));
  app.use('/api/me', createAccountRouter(config));
  app.use('/api/admin/outbox', createOutboxRouter(deps.requireAdmin, config.mail));
  app.use('/api/posts', createPostRouter(deps));
  app.use('/api/search', createSearchRouter());
  app.use('/api/suggestions', createSuggestionRouter(deps.requireAdmin));
  app.use('/api/needs-checking', createNeedsCheckingRouter(deps.requireAdmin));
  app.use('/api/providers', createProviderRouter(deps.requireAdmin));
  app.use('/api/merchants', createMerchantRouter(deps.requireAdmin));
  app.use('/api/me/wallet', createWalletRouter(config));
  const alertSweeper = createAlertSweeper({ mailer, siteUrl: config.siteUrl });
  app.use('/api/me', createWatchAlertRouter(config, alertSweeper));
  app.use('/api/history', createHistoryRouter(deps.requireAdmin));
  const changesCache = createChangesCache();
  app.use('/api/changes', createChangesRouter(changesCache));
  const openData = createOpenDataRouters(deps);
  app.use('/api/export', openData.exports);
  app.use('/api/import', openData.imports);
  for (const kind of listingKinds) app.use(kind.apiPath, createListingRouter(kind, deps));
  app.use('/api', createOpenApiRouter());
  app.use('/api', notFoundHandler);
  app.use(createSeoRouter(config.siteUrl));
  app.use(createFeedRouter(config.siteUrl, changesCache));

  app.use('/uploads', serveUploads(imageStore));

  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    // Source maps stay on the server's disk: they would publish the whole source.
    app.get(/\.map$/, notFoundHandler);
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    app.get('/{*path}', createPageController(path.join(clientDir, 'index.html'), config.siteUrl));
  }

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
