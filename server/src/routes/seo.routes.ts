import { Router } from 'express';
import { createSeoController } from '../controllers/seo.controller.js';

/** `/sitemap.xml`, `/robots.txt` and `/llms.txt`, mounted before the client's history fallback. */
export function createSeoRouter(siteUrl: string): Router {
  const controller = createSeoController(siteUrl);
  const router = Router();
  router.get('/sitemap.xml', controller.sitemap);
  router.get('/robots.txt', controller.robots);
  router.get('/llms.txt', controller.llms);
  return router;
}
