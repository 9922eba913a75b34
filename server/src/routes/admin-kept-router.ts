import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { validateBody, validateParams } from '../middleware/validate.js';
import { idParams } from '../validation/fields.js';

/** What a collection that anyone reads and administrators keep answers with. */
export interface AdminKeptCollection<Body> {
  /** `GET /`, open to anyone; the controller answers it from the read cache. */
  read: RequestHandler;
  requireAdmin: RequestHandler;
  /** The body `POST /` and `PUT /:id` must match, or they answer 400 with the reason. */
  body: z.ZodType<Body>;
  writes: {
    create(req: Request<Record<string, string>, unknown, Body>, res: Response): Promise<void>;
    update(req: Request<{ id: string }, unknown, Body>, res: Response): Promise<void>;
    remove(req: Request<{ id: string }>, res: Response): Promise<void>;
  };
}

/**
 * `GET /` for anyone; `POST /`, `PUT /:id` and `DELETE /:id` for administrators only, the id
 * checked as a document id and the body against `body`. Writes drop the collection's cached
 * reads through its model's `trackChanges` plugin, not here.
 */
export function createAdminKeptRouter<Body>({
  read,
  requireAdmin,
  body,
  writes,
}: AdminKeptCollection<Body>): Router {
  const router = Router();
  router.get('/', read);
  router.post('/', requireAdmin, validateBody(body), writes.create);
  router.put('/:id', requireAdmin, validateParams(idParams), validateBody(body), writes.update);
  router.delete('/:id', requireAdmin, validateParams(idParams), writes.remove);
  return router;
}
