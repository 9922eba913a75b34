import {
  alertParamsSchema,
  alertsAnswerSchema,
  securityWatchParamsSchema,
  securityWatchSchema,
  watchParamsSchema,
  watchSchema,
} from '@sg-finance/contract';
import { z } from 'zod';
import { createWatchAlertController } from '../controllers/watch-alert.controller.js';
import { createPerUserRateLimiter } from '../middleware/rate-limit.js';
import { nameSchema } from '../open-api/schema-names.js';
import type { AlertSweeper } from '../services/alert-sweeper.js';
import { ALERT_READS_PER_MINUTE } from '../services/alert.service.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

const watches = z.array(nameSchema(watchSchema, 'Watch'));
const alerts = nameSchema(alertsAnswerSchema, 'Alerts');
const securityWatches = z.array(nameSchema(securityWatchSchema, 'SecurityWatch'));
const badSecurity = 'The security is not `tbill` or `ssb`.';
const badProduct = 'The kind is not a listing kind or the id is not a product id.';

/**
 * `/api/me/watches`, `/api/me/security-watches` and `/api/me/alerts`: the signed-in user's own;
 * never cached.
 */
export function watchAlertRoutes(sweeper: AlertSweeper): DeclaredRoute[] {
  const controller = createWatchAlertController(sweeper);
  const mine = { access: 'signedIn', noStore: true } as const;
  return [
    apiRoute({
      method: 'get',
      path: '/api/me/watches',
      ...mine,
      tag: 'My watches',
      summary: 'The products the user watches',
      answer: watches,
      handlers: [controller.listWatches],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/watches/{kind}/{id}',
      ...mine,
      tag: 'My watches',
      summary: 'Watch a product: its changes and its offer’s end become alerts',
      params: watchParamsSchema,
      body: null,
      answer: watches,
      errors: {
        400: `${badProduct} Or the user watches the most products allowed.`,
        404: 'No product of the kind has this id.',
      },
      handlers: [controller.watch],
    }),
    apiRoute({
      method: 'delete',
      path: '/api/me/watches/{kind}/{id}',
      ...mine,
      tag: 'My watches',
      summary: 'Stop watching a product',
      params: watchParamsSchema,
      body: null,
      answer: watches,
      errors: { 400: badProduct, 404: 'The user does not watch this product.' },
      handlers: [controller.unwatch],
    }),
    apiRoute({
      method: 'get',
      path: '/api/me/security-watches',
      ...mine,
      tag: 'My watches',
      summary: 'Whether the user watches the next T-bill auction and Savings Bond window',
      answer: securityWatches,
      handlers: [controller.listSecurityWatches],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/security-watches/{security}',
      ...mine,
      tag: 'My watches',
      summary:
        'Watch the next T-bill auction (`tbill`) or Savings Bond application window (`ssb`): each one announced, and each auction’s cut-off yield, becomes an alert',
      params: securityWatchParamsSchema,
      body: null,
      answer: securityWatches,
      errors: { 400: badSecurity },
      handlers: [controller.watchSecurity],
    }),
    apiRoute({
      method: 'delete',
      path: '/api/me/security-watches/{security}',
      ...mine,
      tag: 'My watches',
      summary: 'Stop watching the next T-bill auction or Savings Bond window',
      params: securityWatchParamsSchema,
      body: null,
      answer: securityWatches,
      errors: { 400: badSecurity, 404: 'The user does not watch it.' },
      handlers: [controller.unwatchSecurity],
    }),
    apiRoute({
      method: 'get',
      path: '/api/me/alerts',
      ...mine,
      tag: 'My alerts',
      summary: 'The user’s alerts, newest first',
      before: [createPerUserRateLimiter('alert-reads', ALERT_READS_PER_MINUTE)],
      answer: alerts,
      errors: { 429: 'Too many reads of the alerts in a minute.' },
      handlers: [controller.listAlerts],
    }),
    apiRoute({
      method: 'post',
      path: '/api/me/alerts/read',
      ...mine,
      tag: 'My alerts',
      summary: 'Mark every alert read',
      body: null,
      answer: alerts,
      handlers: [controller.markAllRead],
    }),
    apiRoute({
      method: 'post',
      path: '/api/me/alerts/{id}/read',
      ...mine,
      tag: 'My alerts',
      summary: 'Mark one alert read',
      params: alertParamsSchema,
      body: null,
      answer: alerts,
      errors: { 400: 'The id is not an alert id.', 404: 'The user has no alert with this id.' },
      handlers: [controller.markRead],
    }),
  ];
}
