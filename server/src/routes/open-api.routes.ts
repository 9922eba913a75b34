import { z } from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from '../open-api/open-api-document.js';
import { referencePage } from '../open-api/reference-page.js';
import { JsonBody } from '../read-cache/json-body.js';
import { sendJsonBody } from '../read-cache/send-json-body.js';
import { noQuery } from '../validation/query.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

/**
 * `/api/openapi.json` and its reference page `/api/docs`, describing `routes` (these two among
 * them). Both are made once, on the first call: the document only changes with the code.
 */
export function openApiRoutes(routes: () => readonly DeclaredRoute[]): DeclaredRoute[] {
  let document: OpenApiDocument | undefined;
  let json: JsonBody | undefined;
  let page: string | undefined;
  const built = () => (document ??= buildOpenApiDocument(routes()));
  const tag = 'About this API';
  return [
    apiRoute({
      method: 'get',
      path: '/api/openapi.json',
      access: 'anyone',
      tag,
      summary: 'This document',
      description: 'OpenAPI 3.1, generated from the route declarations the server is mounted from.',
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      answer: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      }),
      handlers: [(req, res) => sendJsonBody(req, res, (json ??= JsonBody.of(built())))],
    }),
    apiRoute({
      method: 'get',
      path: '/api/docs',
      access: 'anyone',
      tag,
      summary: 'This document as a readable page',
      query: noQuery,
      errors: { 400: errorTexts.badQuery },
      answer: { 'text/html': z.string() },
      handlers: [
        (_req, res) => {
          res.setHeader('Cache-Control', 'no-cache');
          res.type('html').send((page ??= referencePage(built())));
        },
      ],
    }),
  ];
}
