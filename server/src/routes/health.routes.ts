import mongoose from 'mongoose';
import type { DatabaseMode } from '../db/connect.js';
import { z } from 'zod';
import { nameSchema } from '../open-api/schema-names.js';
import { ApiError } from '../lib/api-error.js';
import { noQuery } from '../validation/query.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

/** How long the readiness check waits for the database before calling it down. */
const READY_TIMEOUT_MS = 2000;

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

const databaseModes = {
  embedded: 'embedded',
  mongodb: 'mongodb',
} as const satisfies { [Mode in DatabaseMode]: Mode };
const databaseMode = z.enum(databaseModes).meta({
  description: 'The embedded engine, or the MongoDB of `MONGODB_URI`.',
});

/**
 * Liveness (the process answers; it never touches the database) and readiness (the database
 * answers a ping; 503 while it does not, so a balancer sends no traffic).
 */
export function healthRoutes(dbMode: DatabaseMode): DeclaredRoute[] {
  return [
    apiRoute({
      method: 'get',
      path: '/api/health',
      access: 'anyone',
      tag: 'Operations',
      summary: 'Liveness: the process answers',
      description: 'Never touches the database.',
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      answer: nameSchema(z.object({ status: z.literal('ok'), db: databaseMode }), 'Health'),
      handlers: [
        (_req, res) => {
          res.json({ status: 'ok', db: dbMode });
        },
      ],
    }),
    apiRoute({
      method: 'get',
      path: '/api/ready',
      access: 'anyone',
      tag: 'Operations',
      summary: 'Readiness: the database answers a ping',
      answer: nameSchema(z.object({ status: z.literal('ready'), db: databaseMode }), 'Ready'),
      query: noQuery,
      errors: { 400: errorTexts.badQuery, 503: 'The database is not reachable.' },
      handlers: [
        async (_req, res) => {
          if (!(await pingDatabase())) throw new ApiError(503, 'The database is not reachable');
          res.setHeader('Cache-Control', 'no-store');
          res.json({ status: 'ready', db: dbMode });
        },
      ],
    }),
  ];
}
