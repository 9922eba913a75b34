import type { Request, Response } from 'express';
import { adminActor } from '../middleware/auth.js';
import type { Actor } from '../models/revision.model.js';

/** The writes a kept collection's service offers its administrators. */
interface KeptRecordService<Body> {
  create(fields: Body, by: Actor): Promise<unknown>;
  update(id: string, fields: Body, by: Actor): Promise<unknown>;
  remove(id: string, by: Actor): Promise<void>;
}

/**
 * The handlers of the administrators' writes of a collection that `adminKeptRoutes` routes:
 * create answers 201 with the record, update the record as saved, delete `{ message: deleted }`.
 */
export function keptRecordWrites<Body>(service: KeptRecordService<Body>, deleted: string) {
  return {
    async create(req: Request<Record<string, string>, unknown, Body>, res: Response) {
      res.status(201).json(await service.create(req.body, adminActor(res)));
    },

    async update(req: Request<{ id: string }, unknown, Body>, res: Response) {
      res.json(await service.update(req.params.id, req.body, adminActor(res)));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id, adminActor(res));
      res.json({ message: deleted });
    },
  };
}
