import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { REQUEST_ID_HEADER } from '../logging/request-logging.js';
import type { DeclaredRoute, Upload } from '../routes/api-route.js';
import { apiTags } from './api-tags.js';
import { nameSchema } from './schema-names.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** The name of the security scheme of the routes that need a token. */
const BEARER = 'bearerToken';

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

/** The failures the gate of a route adds to its own. */
function gateErrors(route: DeclaredRoute): Record<number, string> {
  if (route.access === 'anyone') return {};
  const unauthorized = 'No token, or one that is not valid any more: sign in again.';
  return route.access === 'admin'
    ? { 401: unauthorized, 403: 'The account is not an administrator’s.' }
    : { 401: unauthorized };
}

function answers(route: DeclaredRoute): Record<number, ResponseConfig> {
  const media =
    route.answer instanceof z.ZodType ? { 'application/json': route.answer } : route.answer;
  const ok: ResponseConfig = {
    description: route.summary,
    content: Object.fromEntries(Object.entries(media).map(([type, schema]) => [type, { schema }])),
    ...(route.paged ? { headers: pageHeaders } : {}),
  };
  const errors = Object.entries({ ...gateErrors(route), ...route.errors }).map(
    ([status, description]) => [
      Number(status),
      { description, content: { 'application/json': { schema: errorAnswer } } },
    ],
  );
  return { [route.status ?? 200]: ok, ...Object.fromEntries(errors) };
}

/** `getCreditcardsBySlugOrId` of `GET /api/creditcards/{slugOrId}`: unique, as paths are. */
export function operationId(route: Pick<DeclaredRoute, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[/.-]+/)
    .filter(Boolean)
    .map((word) => {
      const parameter = /^\{(\w+)\}$/.exec(word);
      return parameter ? `by-${parameter[1]}` : word;
    })
    .flatMap((word) => word.split('-'));
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${route.method}${capitalised.join('')}`;
}

/** The image files of an upload form, beside the fields its body schema checks. */
function imageFields(upload: Upload): z.ZodType {
  const file = z.string().meta({ format: 'binary' });
  return z.object(
    Object.fromEntries(
      upload.images.map(({ name, maxCount }) => [
        name,
        (maxCount === 1 ? file : z.array(file).max(maxCount)).optional(),
      ]),
    ),
  );
}

function bodyConfig(route: DeclaredRoute): RouteConfig['request'] {
  if (!route.body) return {};
  if (!route.upload && !route.multipartFile) {
    return { body: { required: true, content: { 'application/json': { schema: route.body } } } };
  }
  const schema = route.upload ? z.intersection(route.body, imageFields(route.upload)) : route.body;
  return { body: { required: true, content: { 'multipart/form-data': { schema } } } };
}

function pathConfig(route: DeclaredRoute): RouteConfig {
  return {
    method: route.method,
    path: route.path,
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.deprecated ? { deprecated: true } : {}),
    // An empty list says in so many words that the call needs no token.
    security: route.access === 'anyone' ? [] : [{ [BEARER]: [] }],
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...bodyConfig(route),
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

/**
 * The contract's own annotations (`.meta({ unit })`, `.meta({ input })`) as the extension
 * keywords OpenAPI allows (`x-unit`, `x-input`): a bare unknown keyword is not one.
 */
function asExtensions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(asExtensions) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      contractKeywords.has(key) && typeof value !== 'object' ? `x-${key}` : key,
      asExtensions(value),
    ]),
  ) as T;
}

const contractKeywords = new Set(['unit', 'input']);

/** Each route's parameter notes, and its answers' defaulted fields made required. */
function completeOperations(document: OpenApiDocument, routes: readonly DeclaredRoute[]): void {
  for (const route of routes) {
    const operation = document.paths?.[route.path]?.[route.method];
    if (!operation) continue;
    for (const parameter of operation.parameters ?? []) {
      if ('name' in parameter) parameter.description ??= route.notes?.[parameter.name];
    }
    requireDefaulted(operation.responses);
  }
  requireDefaulted(document.components?.schemas);
}

/** The OpenAPI 3.1 document of the routes, generated from their zod schemas. */
export function buildOpenApiDocument(routes: readonly DeclaredRoute[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `token` of sign-in or sign-up, as `Authorization: Bearer <token>`.',
  });
  for (const route of routes) registry.registerPath(pathConfig(route));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'SG Finance Rewards API',
      version: '1.0.0',
      description:
        'Every call of the site: the catalogue (credit cards, investments, insurance, loans, ' +
        'savings), its changes and open data, the blog, the search, the providers and merchants, ' +
        'accounts, a signed-in user’s own data, and the administrators’ work. A call of a ' +
        'signed-in user or an administrator takes the token of sign-in as a bearer token. Errors ' +
        'are JSON `{ message }`; a method a path does not serve is answered 405 with `Allow`.',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(apiTags)
      .filter(([name]) => routes.some((route) => route.tag === name))
      .map(([name, description]) => ({ name, description })),
  });
  completeOperations(document, routes);
  return asExtensions(document);
}
