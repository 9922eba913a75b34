import type { Express } from 'express';

/** One route an app answers: its method and its address as OpenAPI writes it (`/api/x/{id}`). */
export interface MountedRoute {
  method: string;
  path: string;
}

/** What the test reads of Express 5's router layers (router 2.x). */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

function routesOf(stack: Layer[], prefix: string): MountedRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route && typeof layer.route.path === 'string') {
      const path = openApiPath(`${prefix}${layer.route.path}`.replace(/(.)\/$/, '$1'));
      return Object.keys(layer.route.methods).map((method) => ({ method, path }));
    }
    if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      const mount = layer.rawPath === '/' ? '' : layer.rawPath;
      return routesOf(layer.handle.stack, `${prefix}${mount}`);
    }
    return [];
  });
}

/** Every route with a plain address mounted in the app, through its routers. */
export function mountedRoutes(app: Express): MountedRoute[] {
  const { router } = app as unknown as { router: { stack: Layer[] } };
  return routesOf(router.stack, '');
}
