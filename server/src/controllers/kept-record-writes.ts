import type { Request, Response } from 'express';

/** The writes a kept collection's service offers its administrators. */
interface KeptRecordService<Body> {
  create(fields: Body): Promise<unknown>;
  update(id: string, fields: Body): Promise<unknown>;
  remove(id: string): Promise<void>;
}

/**
 * The handlers of the administrators' writes of a collection that `adminKeptRoutes` routes:
 * create answers 201 with the record, update the record as saved, delete `{ message: deleted }`.
 */
export function keptRecordWrites<Body>(service: KeptRecordService<Body>, deleted: string) {
  return {
    async create(req: Request<Record<string, string>, unknown, Body>, res: Response) {
      res.status(201).json(await service.create(req.body));
    },

    async update(req: Request<{ id: string }, unknown, Body>, res: Response) {
      res.json(await service.update(req.params.id, req.body));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id);
      res.json({ message: deleted });
    },
  };
}
