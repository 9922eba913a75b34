import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Config } from './config/env.js';
import type { DatabaseMode } from './db/connect.js';
import { listingKinds } from './listings/listing-kinds.js';
import { createRequireAdmin } from './middleware/auth.js';
import { errorHandler, notFoundHandler } from './middleware/error-handler.js';
import { createUploader, discardUploadsOnError, serveUploads } from './middleware/upload.js';
import { createPageController } from './controllers/page.controller.js';
import { createHealthRouter } from './routes/health.routes.js';
import { createListingRouter } from './routes/listing.routes.js';
import { createPostRouter } from './routes/post.routes.js';
import type { RouterDeps } from './routes/router-deps.js';
import { createSearchRouter } from './routes/search.routes.js';
import { createSeoRouter } from './routes/seo.routes.js';
import { createUserRouter } from './routes/user.routes.js';
import { UploadStore } from './services/upload-store.js';

export interface AppOptions {
  config: Config;
  dbMode: DatabaseMode;
  /** The built client to serve with a history fallback; omitted in API-only tests. */
  clientDir?: string | undefined;
}

export const defaultClientDir = path.resolve(import.meta.dirname, '../../client/dist');

export function createApp({ config, dbMode, clientDir }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'frame-src': ["'self'", 'https:'],
          'connect-src': [
            "'self'",
            'https://*.google-analytics.com',
            'https://*.googletagmanager.com',
          ],
          'script-src': ["'self'", 'https://www.googletagmanager.com'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(
    cors({
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      exposedHeaders: ['X-Total-Count', 'Link'],
    }),
  );
  app.use(express.json({ limit: '1mb' }));

  const deps: RouterDeps = {
    requireAdmin: createRequireAdmin(config),
    uploader: createUploader(config),
    store: new UploadStore(config.uploadDir),
  };
  app.use('/api/health', createHealthRouter(dbMode));
  app.use('/api/users', createUserRouter(config));
  app.use('/api/posts', createPostRouter(deps));
  app.use('/api/search', createSearchRouter());
  for (const kind of listingKinds) app.use(kind.apiPath, createListingRouter(kind, deps));
  app.use('/api', notFoundHandler);
  app.use(createSeoRouter(config.siteUrl));

  app.use('/uploads', serveUploads(config));

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
  app.use(discardUploadsOnError);
  app.use(errorHandler);
  return app;
}
