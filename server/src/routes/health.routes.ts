import { Router } from 'express';
import type { DatabaseMode } from '../db/connect.js';

export function createHealthRouter(dbMode: DatabaseMode): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ status: 'ok', db: dbMode });
  });
  return router;
}
