import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import type { Config } from './config/env.js';
import type { DatabaseMode } from './db/connect.js';
import { createRequireAdmin, createRequireUser } from './middleware/auth.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { securityHeaders } from './middleware/security-headers.js';
import { createPageController } from './controllers/page.controller.js';
import { createMailer } from './mail/index.js';
import { createLogger, type Logger } from './logging/logger.js';
import { REQUEST_ID_HEADER, requestLogging } from './logging/request-logging.js';
import { createChangesCache } from './routes/changes.routes.js';
import { createFeedRouter } from './routes/feed.routes.js';
import { apiRoutes, mountApiRoutes } from './routes/index.js';
import { createSeoRouter } from './routes/seo.routes.js';
import { createAlertSweeper } from './services/alert-sweeper.js';
import { applicationJobs } from './services/application-jobs.js';
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
  const mailer = createMailer(config.mail);
  const changesCache = createChangesCache();
  const routes = apiRoutes({
    config,
    dbMode,
    mailer,
    uploads,
    changesCache,
    alertSweeper: createAlertSweeper({ mailer, siteUrl: config.siteUrl }, [
      applicationJobs({ mailer, siteUrl: config.siteUrl }, config.jwtSecret),
    ]),
  });
  mountApiRoutes(app, routes, {
    requireUser: createRequireUser(config),
    requireAdmin: createRequireAdmin(config),
    uploadForm: createUploadForm(uploads, config),
  });
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
