import { Router } from 'express';
import { createReadCache } from '../read-cache/index.js';
import { createSearchController } from '../controllers/search.controller.js';
import { searchedCollections } from '../services/site-search.service.js';

export function createSearchRouter(): Router {
  const controller = createSearchController(createReadCache(...searchedCollections));
  const router = Router();
  router.get('/', controller.search);
  return router;
}
