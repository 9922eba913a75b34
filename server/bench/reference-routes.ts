import { createServer, type Server } from 'node:http';
import express, { Router, type Express } from 'express';
import { notFoundHandler } from '../src/middleware/error-handler.js';
import { catalogueOrder } from '../src/models/catalogue-order.js';
import { listingModel } from '../src/models/listing.model.js';
import { listLimits } from '@sg-finance/contract';
import { renameListing } from './bench-edit.js';
import { benchKind, benchSlug } from './catalogue.js';

/** The answer the reference servers send, set by the benchmark before each comparison. */
export interface MemoryBody {
  bytes: Buffer;
}

function sendBytes(res: import('node:http').ServerResponse, bytes: Buffer): void {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
  });
  res.end(bytes);
}

/**
 * The routes the API is compared with: `/memory` answers the stored bytes (the ceiling of an
 * Express route of this app), `/mongoose/...` is the plain implementation (hydrated documents,
 * no cache), `PUT /body` stores the bytes to answer, and `POST /edit` renames the first listing
 * with its revision.
 */
export function createReferenceRouter(body: MemoryBody): Router {
  const Model = listingModel(benchKind);
  const router = Router();
  router.put('/body', express.raw({ type: () => true, limit: '50mb' }), (req, res) => {
    body.bytes = req.body as Buffer;
    res.status(204).end();
  });
  router.post('/edit', async (_req, res) => {
    await renameListing(benchSlug(0));
    res.status(204).end();
  });
  router.get('/memory', (_req, res) => sendBytes(res, body.bytes));
  router.get('/mongoose/creditcards', async (_req, res) => {
    const [items, total] = await Promise.all([
      Model.find().sort(catalogueOrder).limit(listLimits.maxPageSize),
      Model.countDocuments(),
    ]);
    res.setHeader('X-Total-Count', String(total));
    res.json(items);
  });
  router.get('/mongoose/creditcards/:slug', async (req, res) => {
    const item = await Model.findOne({ slug: req.params.slug });
    if (!item) res.status(404).json({ message: 'Credit card not found' });
    else res.json([item]);
  });
  return router;
}

interface StackLayer {
  handle: unknown;
}

/**
 * Mounts `router` at `path` ahead of the app's `/api` not-found fallback, so its requests pass
 * through the same middleware (security headers, compression, CORS, body parsing) as the API's.
 */
export function mountBeforeFallback(app: Express, path: string, router: Router): void {
  app.use(path, router);
  const stack = (app.router as unknown as { stack: StackLayer[] }).stack;
  const mounted = stack.pop() as StackLayer;
  const fallback = stack.findIndex((layer) => layer.handle === notFoundHandler);
  if (fallback < 0) throw new Error('the app has no not-found fallback to mount before');
  stack.splice(fallback, 0, mounted);
}

/** A bare `node:http` server answering the stored bytes to every request. */
export function createBareServer(body: MemoryBody): Server {
  return createServer((_req, res) => sendBytes(res, body.bytes));
}
