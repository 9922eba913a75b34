import type { Request, Response } from 'express';
import { adminActor } from '../middleware/auth.js';
import { validQuery } from '../middleware/validate.js';
import {
  historyPage,
  historyTarget,
  recentlyDeleted,
  restoreRevision,
} from '../services/history.service.js';
import { deletedQuery, historyQuery } from '../validation/history.schema.js';

type HistoryParams = { kind: string; id: string };

/** The administrator's view of the revisions: never cached, always read from the database. */
export const historyController = {
  async deleted(req: Request, res: Response) {
    const { limit } = validQuery(res, deletedQuery);
    res.json({ data: await recentlyDeleted(limit) });
  },

  async list(req: Request<HistoryParams>, res: Response) {
    const target = historyTarget(req.params.kind);
    const page = validQuery(res, historyQuery);
    res.json(await historyPage(target, req.params.id, page));
  },

  async restore(req: Request<HistoryParams & { revisionId: string }>, res: Response) {
    const target = historyTarget(req.params.kind);
    const { id, revisionId } = req.params;
    res.json(await restoreRevision(target, id, revisionId, adminActor(res)));
  },
};
