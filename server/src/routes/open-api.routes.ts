import { Router } from 'express';
import { buildOpenApiDocument } from '../open-api/open-api-document.js';
import { referencePage } from '../open-api/reference-page.js';
import { JsonBody } from '../read-cache/json-body.js';
import { sendJsonBody } from '../read-cache/send-json-body.js';

/**
 * `/api/openapi.json` and its reference page `/api/docs`. Both are made once, on the first call:
 * the document only changes with the code.
 */
export function createOpenApiRouter(): Router {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let json: JsonBody | undefined;
  let page: string | undefined;
  const built = () => (document ??= buildOpenApiDocument());

  const router = Router();
  router.get('/openapi.json', (req, res) =>
    sendJsonBody(req, res, (json ??= JsonBody.of(built()))),
  );
  router.get('/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send((page ??= referencePage(built())));
  });
  return router;
}
