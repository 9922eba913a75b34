import { listingKinds } from '@sg-finance/contract';
import type { Config } from '../config/env.js';
import type { DatabaseMode } from '../db/connect.js';
import type { Mailer } from '../mail/index.js';
import type { ReadCache } from '../read-cache/index.js';
import type { AlertSweeper } from '../services/alert-sweeper.js';
import type { Uploads } from '../uploads/index.js';
import { accountRoutes } from './account.routes.js';
import { applicationRoutes } from './application.routes.js';
import type { DeclaredRoute } from './api-route.js';
import { changesRoutes } from './changes.routes.js';
import { factsRoutes } from './facts.routes.js';
import { healthRoutes } from './health.routes.js';
import { historyRoutes } from './history.routes.js';
import { listingRoutes } from './listing.routes.js';
import { governmentSecuritiesRoutes } from './government-securities.routes.js';
import { merchantRoutes } from './merchant.routes.js';
import { merchantReportRoutes } from './merchant-report.routes.js';
import { pointsCurrencyRoutes } from './points-currency.routes.js';
import { needsCheckingRoutes } from './needs-checking.routes.js';
import { openApiRoutes } from './open-api.routes.js';
import { openDataRoutes } from './open-data.routes.js';
import { outboxRoutes } from './outbox.routes.js';
import { postRoutes } from './post.routes.js';
import { providerRoutes } from './provider.routes.js';
import { searchRoutes } from './search.routes.js';
import { suggestionRoutes } from './suggestion.routes.js';
import { userRoutes } from './user.routes.js';
import { walletRoutes } from './wallet.routes.js';
import { watchAlertRoutes } from './watch-alert.routes.js';

export { checkDeclarations, mountApiRoutes, type MountDeps } from './mount-api-routes.js';
export type { DeclaredRoute } from './api-route.js';

/** What the route declarations are built with. */
export interface ApiRoutesDeps {
  config: Config;
  dbMode: DatabaseMode;
  mailer: Mailer;
  uploads: Uploads;
  changesCache: ReadCache;
  alertSweeper: AlertSweeper;
}

/** Every route of the API, in the order of the reference page; the one list the app mounts. */
export function apiRoutes(deps: ApiRoutesDeps): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [
    ...listingKinds.flatMap((kind) => listingRoutes(kind, deps.uploads)),
    ...postRoutes(deps.uploads),
    ...changesRoutes(deps.changesCache),
    ...openDataRoutes(deps.uploads),
    ...factsRoutes(deps.uploads, deps.config.siteUrl),
    ...merchantRoutes(),
    ...merchantReportRoutes(),
    ...pointsCurrencyRoutes(),
    ...governmentSecuritiesRoutes(),
    ...searchRoutes(),
    ...providerRoutes(),
    ...userRoutes(deps.config, deps.mailer),
    ...accountRoutes(deps.config),
    ...walletRoutes(),
    ...watchAlertRoutes(deps.alertSweeper),
    ...applicationRoutes({
      sweeper: deps.alertSweeper,
      siteUrl: deps.config.siteUrl,
      secret: deps.config.jwtSecret,
    }),
    ...suggestionRoutes(),
    ...historyRoutes(),
    ...needsCheckingRoutes(deps.uploads),
    ...outboxRoutes(deps.config.mail),
    ...healthRoutes(deps.dbMode),
  ];
  routes.push(...openApiRoutes(() => routes));
  return routes;
}
