import { listingKinds } from '@sg-finance/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo.js';
import { DiskImageStore, Uploads } from '../../src/uploads/index.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema: Record<string, unknown>;
}

interface Operation {
  operationId?: string;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, object> } }> };
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes?: Record<string, object> };
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await request(api.app).get('/api/openapi.json').expect(200);
  return response.body as OpenApiDocument;
}

function operations(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

const parameterSchema = (operation: Operation | undefined, name: string) =>
  operation?.parameters?.find((parameter) => parameter.name === name)?.schema;

/** Whether a value fits a schema of the document, as a fuzzer reading it would decide. */
function fits(schema: object | undefined, value: unknown): boolean {
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: undefined });
  return ajv.validate(schema ?? {}, value);
}

const DOCUMENT_ID = 'https://api.test/openapi.json';

/**
 * A copy of a schema where every object refuses the fields it does not declare (so an
 * undocumented field fails as surely as a missing one), its references pointing into the
 * document, which Ajv holds under `DOCUMENT_ID`.
 */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${DOCUMENT_ID}${value}`
        : closed(value),
    ]),
  );
  return 'properties' in copy && !('additionalProperties' in copy)
    ? { ...copy, unevaluatedProperties: false }
    : copy;
}

describe('the OpenAPI document', () => {
  it('describes real answers of the catalogue, the blog and the search', async () => {
    await seedDemoData(new Uploads(new DiskImageStore(api.config.uploadDir)));
    const document = await openApiDocument();
    // A day as the document's `format: date` means it (RFC 3339 full-date).
    const ajv = new Ajv2020({
      strict: true,
      allErrors: true,
      formats: { date: /^\d{4}-\d{2}-\d{2}$/ },
    });
    ajv.addVocabulary(['x-unit', 'x-input', 'components']);
    ajv.addSchema({ $id: DOCUMENT_ID, components: closed(document.components) });
    const problems: string[] = [];
    const check = async (address: string, path: string) => {
      const answer = await request(api.app).get(address).expect(200);
      const responses = document.paths[path]?.get?.responses as Record<
        string,
        { content: Record<string, { schema: object }> }
      >;
      const validate = ajv.compile(
        closed(responses['200']!.content['application/json']!.schema) as object,
      );
      if (!validate(answer.body)) problems.push(`${address}: ${ajv.errorsText(validate.errors)}`);
      return answer.body as unknown;
    };
    for (const kind of listingKinds) {
      const [first] = (await check(`${kind.apiPath}?limit=3`, kind.apiPath)) as { slug: string }[];
      await check(`${kind.apiPath}/${first!.slug}`, `${kind.apiPath}/{slugOrId}`);
      await check(`${kind.apiPath}/counts/providers`, `${kind.apiPath}/counts/providers`);
      await check(`${kind.apiPath}/counts/banks`, `${kind.apiPath}/counts/banks`);
    }
    await check('/api/posts', '/api/posts');
    await check('/api/search?q=card', '/api/search');
    await check('/api/providers', '/api/providers');
    await check('/api/merchants?q=a', '/api/merchants');
    await check('/api/merchants/starbucks', '/api/merchants/{id}');
    await check('/api/open-data/merchant-codes.json', '/api/open-data/merchant-codes.json');
    await check('/api/changes', '/api/changes');
    expect(problems).toEqual([]);
  }, 120_000);

  it('names every operation once, and says which need a bearer token', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toEqual({
      bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const all = operations(document);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const find = (method: string, path: string) => document.paths[path]?.[method];
    expect(find('get', '/api/creditcards')?.security).toEqual([]);
    expect(find('get', '/api/creditcards/counts/banks')?.deprecated).toBe(true);
    expect(find('get', '/api/creditcards/counts/providers')?.deprecated).toBeUndefined();
    expect(all.filter(({ operation }) => operation.deprecated).map(({ path }) => path)).toEqual(
      listingKinds.map((kind) => `${kind.apiPath}/counts/banks`),
    );
    expect(find('post', '/api/creditcards/create')?.security).toEqual([{ bearerToken: [] }]);
    expect(find('get', '/api/me/wallet')?.security).toEqual([{ bearerToken: [] }]);
    expect(find('get', '/api/me/wallet')?.responses).toHaveProperty('401');
    expect(find('delete', '/api/posts/delete/{id}')?.responses).toHaveProperty('403');
    // Every route the app serves with a token is in the document, not only the public ones.
    for (const [method, path] of [
      ['put', '/api/me/password'],
      ['get', '/api/history/{kind}/{id}'],
      ['post', '/api/import/{kind}'],
      ['get', '/api/admin/outbox'],
    ] as const) {
      expect(find(method, path)?.security, `${method} ${path}`).toEqual([{ bearerToken: [] }]);
    }
  });

  it('describes the values the server refuses as outside their schema', async () => {
    const document = await openApiDocument();
    const cards = document.paths['/api/creditcards']?.get;
    const refused: [string, unknown][] = [
      ['page', 0],
      ['limit', 101],
      ['maxAnnualFee', 100000001],
    ];
    for (const [name, value] of refused) {
      expect(fits(parameterSchema(cards, name), value), `${name}=${String(value)}`).toBe(false);
      const answer = await request(api.app).get(`/api/creditcards?${name}=${String(value)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^${name}: must be at (least|most)`));
    }
    expect(parameterSchema(cards, 'page')).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100000,
      default: 1,
    });
    expect(parameterSchema(cards, 'asOf')).toMatchObject({ type: 'string', format: 'date' });
    // A blank list search is no search, and the document allows it; the site search needs words.
    expect(fits(parameterSchema(cards, 'q'), '')).toBe(true);
    await request(api.app).get('/api/creditcards?q=').expect(200);
    const search = document.paths['/api/search']?.get;
    expect(fits(parameterSchema(search, 'q'), '')).toBe(false);
    expect(fits(parameterSchema(search, 'q'), '   ')).toBe(false);
    expect((await request(api.app).get('/api/search?q=%20').expect(400)).body.message).toBe(
      'q: is required',
    );

    const suggestion =
      document.paths['/api/suggestions']?.post?.requestBody?.content['application/json']?.schema;
    const link = suggestion?.properties?.link;
    const email = suggestion?.properties?.email;
    expect(link).toMatchObject({ format: 'uri' });
    expect(email).toMatchObject({ format: 'email' });
    expect(fits(link, 'ftp://example.com/card')).toBe(false);
    expect(fits(link, 'https://example.com/card')).toBe(true);
    expect(fits(email, 'not-an-address')).toBe(false);
    const register =
      document.paths['/api/users/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(register?.properties?.email).toMatchObject({ format: 'email' });
  });

  it('writes the contract’s annotations as extension keywords', async () => {
    const text = JSON.stringify(await openApiDocument());
    expect(text).toContain('"x-unit":');
    expect(text).not.toMatch(/"(unit|input)":"/);
  });

  it('is sent with its validator, and shown as a page of every route and schema, without script', async () => {
    const document = await request(api.app).get('/api/openapi.json').expect(200);
    await request(api.app)
      .get('/api/openapi.json')
      .set('If-None-Match', document.headers.etag!)
      .expect(304);
    const page = await request(api.app)
      .get('/api/docs')
      .expect(200)
      .expect('Content-Type', /^text\/html/);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const { paths, components } = document.body as OpenApiDocument;
    for (const path of Object.keys(paths)) expect(page.text).toContain(`<code>${path}</code></h3>`);
    for (const name of Object.keys(components.schemas)) {
      expect(page.text).toContain(`<h3 id="schema-${name}">${name}</h3>`);
    }
  });
});
