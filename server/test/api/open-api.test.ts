import {
  filterNumberPattern,
  listingKindByKey,
  listingKinds,
  singaporeDay,
  type ListingKindKey,
} from '@sg-finance/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/seed-demo.js';
import { DiskImageStore, Uploads } from '../../src/uploads/index.js';
import { mountedRoutes, type MountedRoute } from '../support/mounted-routes.js';
import { sendForm } from '../support/multipart.js';
import { testPassword, useTestApi } from '../support/test-api.js';

const api = useTestApi();

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema: { enum?: string[]; pattern?: string };
}

interface Answer {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: object }>;
}

interface Operation {
  parameters?: Parameter[];
  responses: Record<string, Answer>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

const DOCUMENT_ID = 'https://api.test/openapi.json';

/**
 * A copy of a schema where every object refuses the fields it does not declare, so that an
 * answer with an undocumented field fails as surely as one missing a required field; and its
 * references point into the document, registered with Ajv under `DOCUMENT_ID`.
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

/** Ajv in OpenAPI 3.1's dialect (JSON Schema 2020-12), with the document's components loaded. */
function answerValidators(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  // The contract's own annotations (`.meta({ unit })`, `.meta({ input })`), and where the
  // components sit in an OpenAPI document.
  ajv.addVocabulary(['unit', 'input', 'components']);
  ajv.addSchema({ $id: DOCUMENT_ID, components: closed(document.components) });
  const compiled = new Map<object, ValidateFunction>();
  return {
    validator(schema: object): ValidateFunction {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(closed(schema) as object);
        compiled.set(schema, validate);
      }
      return validate;
    },
    errorsText: (validate: ValidateFunction) => ajv.errorsText(validate.errors),
  };
}

/** The records of a list answer: an array, or the `data` of a page of posts. */
function records(body: unknown): { slug: string; _id: string }[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
  return Array.isArray(list) ? list : [];
}

/** Real values of the catalogue, read through the API, for the parameters that name records. */
interface Catalogue {
  providers: string[];
  tags: string[];
}

function queryValues(parameter: Parameter, catalogue: Catalogue): string[] {
  if (parameter.schema.enum) return parameter.schema.enum;
  const byName: Record<string, string[]> = {
    page: ['1', '2'],
    limit: ['1', '100'],
    q: ['bank', 'cashback card'],
    category: catalogue.providers.slice(0, 3),
    bank: catalogue.providers.slice(0, 3),
    tag: catalogue.tags.slice(0, 2),
    asOf: [singaporeDay(new Date())],
  };
  const values =
    byName[parameter.name] ??
    (parameter.schema.pattern === filterNumberPattern.source ? ['0', '5000'] : undefined);
  if (!values?.length) throw new Error(`No sample value for the parameter ${parameter.name}`);
  return values;
}

/** A path with some of its parameters given: `/api/changes/card/{slug}` with `{ kind: 'card' }`. */
interface PathSample {
  address: string;
  values: Record<string, string>;
}

/** The first listing's slug and the last one's id, read from the list at `listPath`. */
async function recordsOfList(listPath: string): Promise<{ slug: string; id: string }> {
  const list = records((await request(api.app).get(listPath).expect(200)).body);
  const [first, last] = [list[0], list.at(-1)];
  if (!first || !last) throw new Error(`The list ${listPath} is empty`);
  return { slug: first.slug, id: last._id };
}

/** Real values of one path parameter, given the ones before it. */
async function pathValues(parameter: Parameter, sample: PathSample): Promise<string[]> {
  if (parameter.schema.enum) return parameter.schema.enum;
  const { address } = sample;
  if (parameter.name === 'slugOrId') {
    const listed = await recordsOfList(address.slice(0, address.lastIndexOf('/')));
    return [listed.slug, listed.id];
  }
  if (parameter.name === 'slug' && sample.values.kind) {
    const kind = listingKindByKey(sample.values.kind as ListingKindKey);
    return [(await recordsOfList(kind.apiPath)).slug];
  }
  throw new Error(`No sample value for the path parameter ${parameter.name} of ${address}`);
}

/** The addresses to call for one documented path: each path value, with each query value. */
async function sampleAddresses(
  path: string,
  operation: Operation,
  catalogue: Catalogue,
): Promise<string[]> {
  const parameters = operation.parameters ?? [];
  let samples: PathSample[] = [{ address: path, values: {} }];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const expanded: PathSample[] = [];
    for (const sample of samples) {
      for (const value of await pathValues(parameter, sample)) {
        expanded.push({
          address: sample.address.replace(`{${parameter.name}}`, value),
          values: { ...sample.values, [parameter.name]: value },
        });
      }
    }
    samples = expanded;
  }
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const required = query
    .filter((parameter) => parameter.required)
    .map((parameter): [string, string] => [parameter.name, queryValues(parameter, catalogue)[0]!]);
  const withValue = (name: string, value: string) =>
    new URLSearchParams([...required.filter(([given]) => given !== name), [name, value]]);
  const calls = [
    new URLSearchParams(required),
    ...query.flatMap((parameter) =>
      queryValues(parameter, catalogue).map((value) => withValue(parameter.name, value)),
    ),
  ];
  return samples.flatMap(({ address }) =>
    calls.map((search) => (search.size > 0 ? `${address}?${search}` : address)),
  );
}

/**
 * An address the route refuses with a 400: a value no enum of its path allows, or else an
 * unknown query parameter.
 */
function refusedAddress(path: string, operation: Operation, sample: string): string {
  const parameters = operation.parameters ?? [];
  const closedParameter = parameters.find(
    (parameter) => parameter.in === 'path' && parameter.schema.enum,
  );
  if (!closedParameter) return `${sample}${sample.includes('?') ? '&' : '?'}unknownParameter=1`;
  return parameters.reduce(
    (address, parameter) =>
      address.replace(
        `{${parameter.name}}`,
        parameter === closedParameter ? 'no-such-value' : 'anything',
      ),
    path,
  );
}

/** The route's address for a record that does not exist: its last path parameter made up. */
async function missingAddress(path: string, operation: Operation, catalogue: Catalogue) {
  const [sample] = await sampleAddresses(path, operation, catalogue);
  const known = sample!.split('?')[0]!.split('/');
  return [...known.slice(0, -1), 'no-such-record'].join('/');
}

/** A real body for each documented public write, and the status it gets. */
function writeSamples(): Record<string, { body: object; status: number }> {
  return {
    '/api/users/register': {
      body: { name: 'Reader of the API', email: 'api-reader@example.test', password: testPassword },
      status: 201,
    },
    '/api/users/login': {
      body: { email: 'user@example.test', password: testPassword },
      status: 200,
    },
    '/api/users/password-reset': { body: { email: 'user@example.test' }, status: 202 },
    // A real token only comes by mail: an unknown one checks the refusal's answer.
    '/api/users/password-reset/confirm': {
      body: { token: 'not-a-mailed-token', password: `new-${testPassword}` },
      status: 400,
    },
    '/api/users/email-confirmation': { body: { token: 'not-a-mailed-token' }, status: 400 },
    '/api/suggestions': {
      body: {
        product: 'Everyday Card',
        bank: 'DBS',
        reward: 'S$100 cashback on S$500 spent in the first month',
        link: 'https://example.com/everyday-card',
      },
      status: 201,
    },
  };
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const response = await request(api.app).get('/api/openapi.json').expect(200);
  return response.body as OpenApiDocument;
}

describe('the OpenAPI document', () => {
  it('describes every answer of every public route, for real parameters', async () => {
    await seedDemoData(new Uploads(new DiskImageStore(api.config.uploadDir)));
    // A saved change of each kind, so the catalogue has the history that `asOf` reads.
    for (const kind of listingKinds) {
      const [first] = (await request(api.app).get(kind.apiPath).expect(200)).body;
      await sendForm(
        request(api.app).put(`${kind.apiPath}/update`).set('Authorization', api.adminAuth),
        { id: first._id, priority: String(first.priority + 1) },
      ).expect(200);
    }
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    const { validator, errorsText } = answerValidators(document);
    const providers = await request(api.app).get('/api/providers').expect(200);
    const posts = await request(api.app).get('/api/posts').expect(200);
    const catalogue: Catalogue = {
      providers: providers.body.map((provider: { name: string }) => provider.name),
      tags: posts.body.tags,
    };

    const problems: string[] = [];
    let calls = 0;
    const check = async (
      address: string,
      operation: Operation,
      expectedStatus: number,
      sent?: { method: 'post'; body: object },
    ) => {
      calls += 1;
      const response = sent
        ? await request(api.app).post(address).send(sent.body)
        : await request(api.app).get(address);
      const answer = operation.responses[String(response.status)];
      if (response.status !== expectedStatus || !answer) {
        const said = response.body?.message ? ` (${response.body.message})` : '';
        problems.push(`${address}: answered ${response.status}${said}, expected ${expectedStatus}`);
        return;
      }
      const contentType = String(response.headers['content-type']).split(';')[0]!;
      const media = answer.content?.[contentType];
      if (!media) {
        problems.push(`${address}: ${contentType} is not a documented answer`);
        return;
      }
      for (const header of Object.keys(answer.headers ?? {})) {
        if (response.headers[header.toLowerCase()] === undefined) {
          problems.push(`${address}: no ${header} header`);
        }
      }
      const body = contentType === 'application/json' ? response.body : response.text;
      const validate = validator(media.schema);
      if (!validate(body))
        problems.push(`${address} (${response.status}): ${errorsText(validate)}`);
    };

    const writes = writeSamples();
    for (const [path, item] of Object.entries(document.paths)) {
      if (item.post) {
        const sample = writes[path];
        if (!sample) throw new Error(`No sample body for POST ${path}`);
        await check(path, item.post, sample.status, { method: 'post', body: sample.body });
        await check(path, item.post, 400, { method: 'post', body: {} });
      }
      const operation = item.get;
      if (!operation) continue;
      for (const address of await sampleAddresses(path, operation, catalogue)) {
        await check(address, operation, 200);
      }
      const [sample] = await sampleAddresses(path, operation, catalogue);
      if (operation.responses['400']) {
        await check(refusedAddress(path, operation, sample!), operation, 400);
      }
      if (operation.responses['404']) {
        await check(await missingAddress(path, operation, catalogue), operation, 404);
      }
    }

    expect(problems).toEqual([]);
    // Every kind's list with each of its sorts and filters, and more: not a handful of calls.
    expect(calls).toBeGreaterThan(100);
  }, 180_000);

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

  it('has an entry for every call the app answers without a token', async () => {
    const document = await openApiDocument();
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method, path })),
    );
    const mounted = mountedRoutes(api.app);
    // A mounted route's parameter stands for one segment: `/api/export/{file}` serves the
    // documented `/api/export/card.json`.
    const serves = (route: MountedRoute, entry: MountedRoute) =>
      route.method === entry.method &&
      new RegExp(
        `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`,
      ).test(entry.path);

    const undocumented: string[] = [];
    for (const route of mounted) {
      if (!route.path.startsWith('/api/')) continue;
      if (documented.some((entry) => serves(route, entry))) continue;
      // Any id-like value and an empty body: a route behind the sign-in answers 401 before
      // reading them, and a public write refuses them (400) without changing anything.
      const address = route.path.replace(/\{\w+\}/g, '000000000000000000000000');
      const call = request(api.app)[route.method as 'get' | 'post' | 'put' | 'delete'](address);
      const { status } = route.method === 'get' ? await call : await call.send({});
      if (status !== 401) {
        undocumented.push(
          `${route.method.toUpperCase()} ${route.path} answers ${status} without a token`,
        );
      }
    }
    expect(undocumented).toEqual([]);
    const unserved = documented.filter((entry) => !mounted.some((route) => serves(route, entry)));
    expect(unserved).toEqual([]);
  });
});
