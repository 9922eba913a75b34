import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request is logged at warn level, with its route, when its answer took longer than this. */
export const SLOW_REQUEST_MS = 1000;

/** An id a proxy or client may send: short, and nothing that could forge a log line. */
const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** The route that answered (`/api/creditcards/:slugOrId`), when a route did. */
function routeOf(req: Request): string | undefined {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : undefined;
}

/** The path asked for, without its query (which may hold search words). */
function pathOf(req: Request): string {
  return req.originalUrl.split('?')[0] ?? '';
}

export interface RequestLoggingOptions {
  slowRequestMs?: number;
}

/**
 * One structured log line per request (pino-http), with a request id taken from a sane incoming
 * `X-Request-Id` or made up, echoed in the answer's header. Server errors log at error level,
 * slow answers at warn level with their route, the rest at info.
 */
export function requestLogging(
  logger: Logger,
  { slowRequestMs = SLOW_REQUEST_MS }: RequestLoggingOptions = {},
): RequestHandler {
  const startedAt = new WeakMap<object, number>();
  const elapsed = (res: object) => performance.now() - (startedAt.get(res) ?? performance.now());
  const logging = pinoHttp({
    logger,
    // Handlers' `req.log` lines carry the request id alone; the final line has the request too.
    quietReqLogger: true,
    serializers: {
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    genReqId: (req, res) => {
      startedAt.set(res, performance.now());
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && acceptableRequestId.test(incoming)
          ? incoming
          : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return elapsed(res) > slowRequestMs ? 'warn' : 'info';
    },
    customSuccessMessage: (req, res, responseTime) =>
      elapsed(res) > slowRequestMs
        ? `slow request: ${req.method} ${routeOf(req as Request) ?? pathOf(req as Request)} took ${responseTime} ms`
        : `${req.method} ${pathOf(req as Request)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req as Request)} ${res.statusCode}`,
    customSuccessObject: (req, _res, value: object) => ({
      ...value,
      route: routeOf(req as Request),
    }),
    customErrorObject: (req, _res, _error, value: object) => ({
      ...value,
      route: routeOf(req as Request),
    }),
  });
  return logging as unknown as RequestHandler;
}
