import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { REQUEST_ID_HEADER } from '../logging/request-logging.js';
import { apiRoutes, type ApiRoute } from './api-routes.js';
import { nameSchema } from './schema-names.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const errorAnswer = nameSchema(
  z.object({
    message: z.string().meta({ description: 'What went wrong, in a sentence.' }),
    requestId: z
      .string()
      .optional()
      .meta({
        description: `The request's id, as in its \`${REQUEST_ID_HEADER}\` header and the server's log.`,
      }),
  }),
  'Error',
);

const pageHeaders = {
  'X-Total-Count': {
    description: 'How many items the whole list holds.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  Link: {
    description: 'The first, previous, next and last pages (`rel="first"` ...), RFC 8288.',
    schema: { type: 'string' },
  },
} as const;

function answers(route: ApiRoute): Record<number, ResponseConfig> {
  const ok: ResponseConfig = {
    description: route.summary,
    content: { [route.mediaType ?? 'application/json']: { schema: route.answer } },
    ...(route.paged ? { headers: pageHeaders } : {}),
  };
  const errors = Object.entries(route.errors ?? {}).map(([status, description]) => [
    Number(status),
    { description, content: { 'application/json': { schema: errorAnswer } } },
  ]);
  return { [route.status ?? 200]: ok, ...Object.fromEntries(errors) };
}

function pathConfig(route: ApiRoute): RouteConfig {
  return {
    method: route.method ?? 'get',
    path: route.path,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.body
        ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
        : {}),
    },
    responses: answers(route),
  };
}

interface SchemaNode {
  properties?: Record<string, { default?: unknown }>;
  required?: string[];
}

/**
 * Marks the fields with a default as always present. The library writes a `.default()` field
 * as optional, as a request may leave it out; an answer is what zod (or the model) made of the
 * record, where such a field is always filled.
 */
function requireDefaulted(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const { properties, required = [] } = node as SchemaNode;
  if (properties) {
    const defaulted = Object.keys(properties).filter(
      (name) => properties[name]?.default !== undefined,
    );
    const all = [...new Set([...required, ...defaulted])];
    if (all.length > 0) (node as SchemaNode).required = all;
  }
  for (const child of Object.values(node)) requireDefaulted(child);
}

/** Each route's parameter notes, and its answers' defaulted fields made required. */
function completeOperations(document: OpenApiDocument, routes: readonly ApiRoute[]): void {
  for (const route of routes) {
    const operation = document.paths?.[route.path]?.[route.method ?? 'get'];
    if (!operation) continue;
    for (const parameter of operation.parameters ?? []) {
      if ('name' in parameter) parameter.description ??= route.notes?.[parameter.name];
    }
    requireDefaulted(operation.responses);
  }
  requireDefaulted(document.components?.schemas);
}

/** The OpenAPI 3.1 document of the routes, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly ApiRoute[] = apiRoutes): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  for (const route of routes) registry.registerPath(pathConfig(route));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'SG Finance Rewards API',
      version: '1.0.0',
      description:
        'The public calls: the catalogue (credit cards, investments, insurance, loans, savings), ' +
        'its changes and open data, the blog, the search, the providers and merchants, and ' +
        'sign-up, sign-in, password reset and suggestions. Errors are JSON `{ message }`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
  });
  completeOperations(document, routes);
  return document;
}
