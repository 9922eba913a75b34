import {
  applicationCreateSchema,
  applicationDaysSchema,
  applicationParamsSchema,
  applicationSchema,
  applicationsAnswerSchema,
  digestUnsubscribeQuerySchema,
  notificationSettingsSchema,
  spendEntryParamsSchema,
  spendEntrySchema,
} from '@sg-finance/contract';
import { z } from 'zod';
import { createApplicationController } from '../controllers/application.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import type { AlertSweeper } from '../services/alert-sweeper.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

const application = nameSchema(applicationSchema, 'Application');
const applications = nameSchema(applicationsAnswerSchema, 'Applications');
const notYours = 'The user has no application with this id (another user’s is not theirs).';
const badDays =
  'A day is not a date, is more than a year ahead, or comes before the application day.';

/** `/api/me/applications`, the user's reminder settings and the digest's unsubscribe. */
export function applicationRoutes(deps: {
  sweeper: AlertSweeper;
  siteUrl: string;
  secret: string;
}): DeclaredRoute[] {
  const controller = createApplicationController(deps);
  const mine = { access: 'signedIn', noStore: true, tag: 'My applications' } as const;
  return [
    apiRoute({
      method: 'get',
      path: '/api/me/applications',
      ...mine,
      summary: 'The user’s applications with their deadlines, progress and status',
      answer: applications,
      handlers: [controller.list],
    }),
    apiRoute({
      method: 'post',
      path: '/api/me/applications',
      ...mine,
      summary: 'Record an application: the offer’s terms are those of its day',
      description:
        'The welcome offer is read from the product’s revisions as it stood at the end of ' +
        '`appliedOn` in Singapore (or now, for today), and kept: later changes move nothing.',
      body: applicationCreateSchema,
      status: 201,
      answer: application,
      errors: {
        400: `${badDays} Or the user tracks the most applications allowed.`,
        404: 'No product of the kind has this id.',
      },
      handlers: [controller.create],
    }),
    apiRoute({
      method: 'get',
      path: '/api/me/applications/calendar.ics',
      ...mine,
      summary: 'Every deadline of the user’s applications as an iCalendar file',
      answer: { 'text/calendar': z.string() },
      handlers: [controller.calendar],
    }),
    apiRoute({
      method: 'get',
      path: '/api/me/applications/{id}',
      ...mine,
      summary: 'One of the user’s applications',
      params: applicationParamsSchema,
      answer: application,
      errors: { 400: 'The id is not an application id.', 404: notYours },
      handlers: [controller.find],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/applications/{id}/days',
      ...mine,
      summary: 'Set or clear the approval, activation, claim and payment days',
      params: applicationParamsSchema,
      body: applicationDaysSchema,
      answer: application,
      errors: { 400: badDays, 404: notYours },
      handlers: [controller.updateDays],
    }),
    apiRoute({
      method: 'post',
      path: '/api/me/applications/{id}/spend',
      ...mine,
      summary: 'Add spend: one purchase, or a statement’s total on its statement day',
      params: applicationParamsSchema,
      body: spendEntrySchema,
      answer: application,
      errors: { 400: `${badDays} Or the amount is negative.`, 404: notYours },
      handlers: [controller.addSpend],
    }),
    apiRoute({
      method: 'delete',
      path: '/api/me/applications/{id}/spend/{index}',
      ...mine,
      summary: 'Remove one spend entry, by its place in the list',
      params: spendEntryParamsSchema,
      body: null,
      answer: application,
      errors: { 400: 'The id or the place is not valid.', 404: notYours },
      handlers: [controller.removeSpend],
    }),
    apiRoute({
      method: 'delete',
      path: '/api/me/applications/{id}',
      ...mine,
      summary: 'Stop tracking an application; answers the applications left',
      params: applicationParamsSchema,
      body: null,
      answer: applications,
      errors: { 400: 'The id is not an application id.', 404: notYours },
      handlers: [controller.remove],
    }),
    apiRoute({
      method: 'get',
      path: '/api/me/notification-settings',
      ...mine,
      summary: 'Which reminders the user gets, and whether the weekly digest is on',
      answer: nameSchema(notificationSettingsSchema, 'NotificationSettings'),
      handlers: [controller.settings],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/notification-settings',
      ...mine,
      summary: 'Turn each kind of reminder, and the weekly digest, on or off',
      body: notificationSettingsSchema,
      answer: nameSchema(notificationSettingsSchema, 'NotificationSettings'),
      errors: { 400: 'A reminder kind is not one of the kinds, or `digest` is not true or false.' },
      handlers: [controller.saveSettings],
    }),
    apiRoute({
      method: 'post',
      path: '/api/digest/unsubscribe',
      access: 'anyone',
      noStore: true,
      tag: 'Weekly digest',
      summary: 'Stop the weekly digest, by the signed token of its mail (no sign-in)',
      description:
        'The `List-Unsubscribe` address of each digest: a mail program posts ' +
        '`List-Unsubscribe=One-Click` to it (RFC 8058), and the page of the mail’s link posts ' +
        'here too.',
      query: digestUnsubscribeQuerySchema,
      body: null,
      answer: z.object({ message: z.string() }),
      errors: { 400: 'The token is missing or was not signed by this site.' },
      handlers: [controller.unsubscribe],
    }),
  ];
}
