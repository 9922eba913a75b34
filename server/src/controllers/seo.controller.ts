import type { Request, Response } from 'express';
import { llmsTxt } from '../services/llms-txt.service.js';
import { publicPages, robotsTxt, sitemapXml } from '../services/sitemap.service.js';

/** The files search engines and language models read, with addresses under the site's public address. */
export function createSeoController(siteUrl: string) {
  const robots = robotsTxt(siteUrl);
  const llms = llmsTxt(siteUrl);
  return {
    async sitemap(_req: Request, res: Response) {
      const xml = sitemapXml(siteUrl, await publicPages());
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/xml').send(xml);
    },

    robots(_req: Request, res: Response) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain').send(robots);
    },

    llms(_req: Request, res: Response) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/markdown').send(llms);
    },
  };
}
