import type { SecurityWatchParams, WatchParams } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { Types } from 'mongoose';
import { alertsOfEndingOffers } from '../services/alert-sweep.js';
import type { AlertSweeper } from '../services/alert-sweeper.js';
import { alertService } from '../services/alert.service.js';
import { alertsOfSecurityWatch } from '../services/security-alerts.js';
import { securityWatchService } from '../services/security-watch.service.js';
import { watchService } from '../services/watch.service.js';

/** The user id comes from the token (`requireUser`), never from the path or the body. */
const userIdOf = (res: Response) => String(res.locals.userId);

type ParamsRequest<Params> = Request<Params & Record<string, string>>;

export function createWatchAlertController(sweeper: AlertSweeper) {
  /** Mails the alerts just raised after the answer: a slow mail server never delays a page. */
  const mailLater = (req: Request) => {
    sweeper.sweep().catch((error: unknown) => {
      req.log.error({ err: error }, 'alert mails not sent');
    });
  };

  return {
    async listWatches(_req: Request, res: Response) {
      res.json(await watchService.list(userIdOf(res)));
    },

    async watch(req: ParamsRequest<WatchParams>, res: Response) {
      const userId = userIdOf(res);
      const watches = await watchService.add(userId, req.params);
      // An offer of the product that already ends within the week is told at once.
      const raised = await alertsOfEndingOffers(
        [
          {
            userId: new Types.ObjectId(userId),
            kind: req.params.kind,
            productId: new Types.ObjectId(req.params.id),
          },
        ],
        new Date(),
      );
      if (raised > 0) mailLater(req);
      res.json(watches);
    },

    async unwatch(req: ParamsRequest<WatchParams>, res: Response) {
      res.json(await watchService.remove(userIdOf(res), req.params));
    },

    async listSecurityWatches(_req: Request, res: Response) {
      res.json(await securityWatchService.list(userIdOf(res)));
    },

    async watchSecurity(req: ParamsRequest<SecurityWatchParams>, res: Response) {
      const userId = userIdOf(res);
      const { security } = req.params;
      // The next auction or the open window is told at once, as a watched product's ending offer.
      if (await securityWatchService.add(userId, security)) {
        if ((await alertsOfSecurityWatch(userId, security, new Date())) > 0) mailLater(req);
      }
      res.json(await securityWatchService.list(userId));
    },

    async unwatchSecurity(req: ParamsRequest<SecurityWatchParams>, res: Response) {
      res.json(await securityWatchService.remove(userIdOf(res), req.params.security));
    },

    /** The alerts raised so far: reading raises none (the sweep job does, every half minute). */
    async listAlerts(_req: Request, res: Response) {
      res.json(await alertService.list(userIdOf(res)));
    },

    async markRead(req: ParamsRequest<{ id: string }>, res: Response) {
      res.json(await alertService.markRead(userIdOf(res), req.params.id));
    },

    async markAllRead(_req: Request, res: Response) {
      await alertService.markAllRead(userIdOf(res));
      res.json(await alertService.list(userIdOf(res)));
    },
  };
}
