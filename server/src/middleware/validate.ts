import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { ApiError } from '../lib/api-error.js';

/**
 * 'title: must be at most 200 characters' from the first problem zod found; an unknown field
 * comes first, as it usually explains the others (`q[$ne]=` instead of `q=`). A message that
 * already names its field ('Password must be ...', the spec's wording) is sent as it is.
 */
function describe(error: z.ZodError): string {
  const issue =
    error.issues.find((problem) => problem.code === 'unrecognized_keys') ?? error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  const problem = issue.message.replace(/^Invalid input: /, '');
  if (!field || problem.toLowerCase().startsWith(`${field.toLowerCase()} `)) return problem;
  return `${field}: ${problem}`;
}

/** The request body as the schema reads it, or a 400. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new ApiError(400, describe(result.error));
  return result.data;
}

/** Replaces `req.body` with what the schema made of it, or answers 400. */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    req.body = parseBody(schema, req.body);
    next();
  };
}

/** Checks the route parameters against the schema, or answers 400. */
export function validateParams(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    const result = schema.safeParse(req.params);
    if (!result.success) throw new ApiError(400, describe(result.error));
    next();
  };
}

/** The query string as the schema reads it, or a 400. */
export function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw new ApiError(400, describe(result.error));
  return result.data;
}

/** What `validateQuery` left for the handlers: the schema it read the query with, and the result. */
interface ValidQuery {
  schema: z.ZodType;
  value: unknown;
}

/** Reads the query string with the schema for the handlers (`validQuery`), or answers 400. */
export function validateQuery(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    const validated: ValidQuery = { schema, value: parseQuery(schema, req.query) };
    res.locals.validQuery = validated;
    next();
  };
}

/** The query as the route's declared schema read it; the schema must be that same one. */
export function validQuery<S extends z.ZodType>(res: Response, schema: S): z.output<S> {
  const validated = res.locals.validQuery as ValidQuery | undefined;
  if (validated?.schema !== schema) {
    throw new Error('The route does not declare this query schema');
  }
  return validated.value as z.output<S>;
}
