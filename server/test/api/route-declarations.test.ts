import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoute, type DeclaredRoute } from '../../src/routes/api-route.js';
import { checkDeclarations } from '../../src/routes/index.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

const answer = z.object({ message: z.string() });
const handlers = [() => undefined];

describe('a method a declared path does not serve', () => {
  it.each([
    ['patch', '/api/creditcards', 'GET, HEAD'],
    ['delete', '/api/providers', 'GET, HEAD, POST'],
    ['get', '/api/users/login', 'POST'],
    ['post', '/api/posts/some-post', 'GET, HEAD'],
    ['delete', '/api/me/wallet/', 'GET, HEAD, PUT'],
  ] as const)('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const before = await api.snapshot();
    const answer = await request(api.app)[method](path).set('Authorization', api.adminAuth);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.body.message).toBe(
      `${method.toUpperCase()} is not allowed here: use ${allow.replace(/, /g, ' or ')}`,
    );
    expect(await api.snapshot()).toEqual(before);
  });

  it('leaves an address no route declares to the 404', async () => {
    const answer = await request(api.app).get('/api/no-such-thing').expect(404);
    expect(answer.body.message).toBe('Not found: GET /api/no-such-thing');
  });
});

describe('a route declaration', () => {
  const base = {
    access: 'anyone',
    tag: 'Blog',
    summary: 'A test route',
    answer,
    handlers,
  } as const;

  it('is refused at start-up when its path parameters and params schema differ', () => {
    const route = {
      ...base,
      method: 'get',
      path: '/api/posts/{slugOrId}',
      params: z.object({ id: z.string() }),
    } as DeclaredRoute;
    expect(() => checkDeclarations([route])).toThrow(
      'The route GET /api/posts/{slugOrId} has path parameters [slugOrId] but a params schema of [id]',
    );
    expect(() =>
      checkDeclarations([{ ...base, method: 'get', path: '/api/posts/{slugOrId}' }]),
    ).toThrow('has path parameters [slugOrId] but a params schema of []');
  });

  it('is refused at start-up when a write does not declare its body, or has no answer', () => {
    expect(() => checkDeclarations([{ ...base, method: 'post', path: '/api/posts' }])).toThrow(
      'The route POST /api/posts must declare its body schema, or `body: null` when it takes none',
    );
    const noAnswer = { ...base, method: 'get', path: '/api/posts', answer: undefined };
    expect(() => checkDeclarations([noAnswer as unknown as DeclaredRoute])).toThrow(
      'The route GET /api/posts has no answer schema',
    );
    const route: DeclaredRoute = { ...base, method: 'get', path: '/api/posts' };
    expect(() => checkDeclarations([route, route])).toThrow(
      'The route GET /api/posts is declared twice',
    );
    expect(() => checkDeclarations([{ ...route, tag: 'Untold' }])).toThrow(
      'The route GET /api/posts has the tag "Untold", which apiTags lacks',
    );
  });

  it('is a type error without the schema of a path parameter or of a write’s body', () => {
    // @ts-expect-error: `{id}` needs a params schema.
    apiRoute({ ...base, method: 'delete', path: '/api/posts/{id}', body: null });
    // @ts-expect-error: a write must say what it sends.
    apiRoute({ ...base, method: 'put', path: '/api/posts' });
    apiRoute({
      ...base,
      method: 'get',
      path: '/api/x/{id}',
      // @ts-expect-error: the params schema must name the path's parameter.
      params: z.object({ slug: z.string() }),
    });
    expect(
      apiRoute({
        ...base,
        method: 'delete',
        path: '/api/posts/{id}',
        params: z.object({ id: z.string() }),
        body: null,
      }).path,
    ).toBe('/api/posts/{id}');
  });
});
