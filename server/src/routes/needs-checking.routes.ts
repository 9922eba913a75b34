import { Router, type RequestHandler } from 'express';
import { listNeedsChecking } from '../controllers/needs-checking.controller.js';

export function createNeedsCheckingRouter(requireAdmin: RequestHandler): Router {
  const router = Router();
  router.get('/', requireAdmin, listNeedsChecking);
  return router;
}
