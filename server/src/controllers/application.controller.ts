import {
  applicationsPagePath,
  digestUnsubscribeQuerySchema,
  type ApplicationCreate,
  type ApplicationDaysUpdate,
  type NotificationSettings,
  type SpendEntry,
} from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { Types } from 'mongoose';
import { ApiError } from '../lib/api-error.js';
import type { AlertSweeper } from '../services/alert-sweeper.js';
import { applicationsCalendar } from '../services/application-calendar.js';
import { raiseReminders } from '../services/application-reminders.js';
import { applicationService } from '../services/application.service.js';
import { userOfUnsubscribeToken } from '../services/digest-token.js';
import { notificationSettingsService } from '../services/notification-settings.service.js';
import { validQuery } from '../middleware/validate.js';

/** The user id comes from the token (`requireUser`), never from the path or the body. */
const userIdOf = (res: Response) => String(res.locals.userId);

type IdRequest = Request<{ id: string }>;

export interface ApplicationControllerDeps {
  sweeper: AlertSweeper;
  siteUrl: string;
  secret: string;
}

export function createApplicationController({
  sweeper,
  siteUrl,
  secret,
}: ApplicationControllerDeps) {
  /**
   * Raises the reminders an application is due at once (an application dated so a deadline is
   * within the week gets its reminder now) and mails them after the answer.
   */
  const remindLater = async (req: Request, applicationId: string) => {
    const raised = await raiseReminders(new Date(), { _id: new Types.ObjectId(applicationId) });
    if (raised === 0) return;
    sweeper.sweep().catch((error: unknown) => {
      req.log.error({ err: error }, 'reminder mails not sent');
    });
  };

  return {
    async list(_req: Request, res: Response) {
      res.json(await applicationService.list(userIdOf(res)));
    },

    async calendar(_req: Request, res: Response) {
      const applications = await applicationService.list(userIdOf(res));
      res.type('text/calendar; charset=utf-8');
      res.attachment('my-applications.ics');
      res.send(applicationsCalendar(applications, siteUrl, `${siteUrl}${applicationsPagePath}`));
    },

    async find(req: IdRequest, res: Response) {
      res.json(await applicationService.find(userIdOf(res), req.params.id));
    },

    async create(req: Request, res: Response) {
      const created = await applicationService.create(userIdOf(res), req.body as ApplicationCreate);
      await remindLater(req, created.id);
      res.status(201).json(created);
    },

    async updateDays(req: IdRequest, res: Response) {
      const userId = userIdOf(res);
      await applicationService.updateDays(userId, req.params.id, req.body as ApplicationDaysUpdate);
      await remindLater(req, req.params.id);
      res.json(await applicationService.find(userId, req.params.id));
    },

    async addSpend(req: IdRequest, res: Response) {
      const userId = userIdOf(res);
      await applicationService.addSpend(userId, req.params.id, req.body as SpendEntry);
      await remindLater(req, req.params.id);
      res.json(await applicationService.find(userId, req.params.id));
    },

    async removeSpend(req: Request<{ id: string; index: string }>, res: Response) {
      const index = Number(req.params.index);
      res.json(await applicationService.removeSpend(userIdOf(res), req.params.id, index));
    },

    async remove(req: IdRequest, res: Response) {
      await applicationService.remove(userIdOf(res), req.params.id);
      res.json(await applicationService.list(userIdOf(res)));
    },

    async settings(_req: Request, res: Response) {
      res.json(await notificationSettingsService.find(userIdOf(res)));
    },

    async saveSettings(req: Request, res: Response) {
      const settings = req.body as NotificationSettings;
      res.json(await notificationSettingsService.save(userIdOf(res), settings));
      // A digest turned on goes with the next sweep: start it now.
      if (settings.digest) {
        sweeper.sweep().catch((error: unknown) => {
          req.log.error({ err: error }, 'weekly digest not sent');
        });
      }
    },

    /** The one-click unsubscribe: a POST by the mail program or the page of the mail's link. */
    async unsubscribe(_req: Request, res: Response) {
      const { token } = validQuery(res, digestUnsubscribeQuerySchema);
      const userId = userOfUnsubscribeToken(token, secret);
      if (!userId) throw new ApiError(400, 'This unsubscribe link is not valid.');
      await notificationSettingsService.stopDigest(userId);
      res.json({ message: 'You will get no more weekly digests.' });
    },
  };
}
