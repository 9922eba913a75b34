import type { Express, RequestHandler } from 'express';
import { validateBody, validateParams, validateQuery } from '../middleware/validate.js';
import { apiTags } from '../open-api/api-tags.js';
import type { UploadForm, UploadHandler } from '../uploads/index.js';
import { ApiError } from '../lib/api-error.js';
import { pathParameterNames, type Access, type DeclaredRoute } from './api-route.js';

/** The gates and the upload handling the declarations are mounted with. */
export interface MountDeps {
  requireUser: RequestHandler;
  requireAdmin: RequestHandler;
  uploadForm: UploadForm;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

const routeName = (route: DeclaredRoute) => `${route.method.toUpperCase()} ${route.path}`;

/**
 * Refuses, at start-up, a declaration the types would refuse too (when one is built from
 * computed values): a path parameter without its schema or a schema without its parameter, a
 * write that does not say what it sends, no answer schema, no handler, or a route declared twice.
 */
export function checkDeclarations(routes: readonly DeclaredRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const name = routeName(route);
    const problem = (text: string) => new Error(`The route ${name} ${text}`);
    if (seen.has(name)) throw problem('is declared twice');
    seen.add(name);
    const inPath = pathParameterNames(route.path).sort();
    const inSchema = Object.keys(route.params?.shape ?? {}).sort();
    if (inPath.join() !== inSchema.join()) {
      throw problem(
        `has path parameters [${inPath.join(', ')}] but a params schema of [${inSchema.join(', ')}]`,
      );
    }
    if (!route.answer) throw problem('has no answer schema');
    if (route.method === 'get' && route.body !== undefined) throw problem('takes no body');
    if (route.method !== 'get' && route.body === undefined) {
      throw problem('must declare its body schema, or `body: null` when it takes none');
    }
    if ((route.upload || route.multipartFile) && !route.body) {
      throw problem('takes a form and must declare the schema of its fields');
    }
    if (!route.upload && !route.handlers?.length) throw problem('has no handler');
    if (!(route.tag in apiTags)) throw problem(`has the tag "${route.tag}", which apiTags lacks`);
  }
}

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function gate(access: Access, deps: MountDeps): RequestHandler[] {
  if (access === 'signedIn') return [deps.requireUser];
  if (access === 'admin') return [deps.requireAdmin];
  return [];
}

/** The handlers of one declaration, in order: cache rule, gate, limits, checks, the work. */
function handlersOf(route: DeclaredRoute, deps: MountDeps): RequestHandler[] {
  const handlers = [
    ...(route.noStore ? [noStore] : []),
    ...gate(route.access, deps),
    ...(route.before ?? []),
    ...(route.params ? [validateParams(route.params)] : []),
    ...(route.query ? [validateQuery(route.query)] : []),
    ...(route.multipartFile ? [route.multipartFile] : []),
    ...(route.body && !route.upload && !route.multipartFile ? [validateBody(route.body)] : []),
    ...(route.handlers ?? []),
  ];
  if (route.upload && route.body) {
    // The body the handler gets is what `body` made of the form's fields.
    const { images, handle } = route.upload;
    handlers.push(...deps.uploadForm(images, route.body, handle as UploadHandler<unknown>));
  }
  return handlers;
}

/**
 * A method a declared path does not serve: 405 with the methods it does serve in `Allow`. Paths
 * match as Express matches them (any case, an optional trailing slash, a parameter for one
 * segment).
 */
function methodNotAllowed(routes: readonly DeclaredRoute[]): RequestHandler {
  const patterns = routes.map((route) => ({
    method: route.method.toUpperCase(),
    pattern: new RegExp(
      `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`,
      'i',
    ),
  }));
  return (req, res, next) => {
    const path = `${req.baseUrl}${req.path}`;
    const served = new Set(
      patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method),
    );
    if (served.size === 0) return next();
    if (served.has('GET')) served.add('HEAD');
    const allowed = [...served].sort();
    res.set('Allow', allowed.join(', '));
    next(new ApiError(405, `${req.method} is not allowed here: use ${allowed.join(' or ')}`));
  };
}

/** Mounts every declared route on the app, then answers 405 for the methods they do not serve. */
export function mountApiRoutes(
  app: Express,
  routes: readonly DeclaredRoute[],
  deps: MountDeps,
): void {
  checkDeclarations(routes);
  for (const route of routes) {
    app[route.method](expressPath(route.path), ...handlersOf(route, deps));
  }
  app.use('/api', methodNotAllowed(routes));
}
