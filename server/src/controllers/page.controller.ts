import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import { renderPageHtml } from '../page-head/head-html.js';
import { createListLinks } from '../page-head/list-links.js';
import { resolvePage } from '../page-head/resolve-page.js';

/**
 * The app's HTML for any address that is not a file or an API call, with the page's own head
 * (title, description, canonical address, Open Graph, Twitter, JSON-LD) written in before any
 * script runs, and 404 for an address or a record that does not exist: the app then shows its
 * not-found page. A list page's HTML also lists its products' links and, at its plain address,
 * asks for the list's first API calls.
 */
export function createPageController(indexHtmlPath: string, siteUrl: string) {
  const template = readFileSync(indexHtmlPath, 'utf8');
  const listLinks = createListLinks();
  return async (req: Request, res: Response) => {
    const { status, head } = await resolvePage(siteUrl, req.path, listLinks, {
      plainAddress: !req.originalUrl.includes('?'),
    });
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(status)
      .type('html')
      .send(renderPageHtml(template, siteUrl, head));
  };
}
