import { Router } from 'express';
import mongoose from 'mongoose';
import type { DatabaseMode } from '../db/connect.js';
import { ApiError } from '../utils/api-error.js';

/** How long the readiness check waits for the database before calling it down. */
const READY_TIMEOUT_MS = 2000;

/** Liveness: the process answers. It never touches the database. */
export function createHealthRouter(dbMode: DatabaseMode): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ status: 'ok', db: dbMode });
  });
  return router;
}

async function pingDatabase(): Promise<boolean> {
  const { db } = mongoose.connection;
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.command({ ping: 1 }).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Readiness: the database answers a ping; 503 while it does not, so a balancer sends no traffic. */
export function createReadyRouter(dbMode: DatabaseMode): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    if (!(await pingDatabase())) throw new ApiError(503, 'The database is not reachable');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ready', db: dbMode });
  });
  return router;
}
