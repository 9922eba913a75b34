import { Router } from 'express';
import { createMultiCollectionReadCache } from '../controllers/cached-reads.js';
import { createSearchController } from '../controllers/search.controller.js';
import { searchedCollections } from '../services/site-search.service.js';

export function createSearchRouter(): Router {
  const controller = createSearchController(createMultiCollectionReadCache(searchedCollections));
  const router = Router();
  router.get('/', controller.search);
  return router;
}
