import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { ApiError } from '../lib/api-error.js';

interface ErrorWithFields {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  code?: unknown;
  keyValue?: unknown;
  field?: unknown;
}

const multerMessages: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'The file is too large'],
  LIMIT_FIELD_VALUE: [413, 'A field is too large'],
  LIMIT_FILE_COUNT: [413, 'Too many files'],
  LIMIT_FIELD_COUNT: [413, 'Too many fields'],
  LIMIT_PART_COUNT: [413, 'Too many parts in the form'],
  LIMIT_FIELD_KEY: [400, 'A field name is too long'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field'],
};

/** Maps every kind of failure the stack can raise to one `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as ErrorWithFields;

  if (error instanceof SyntaxError && fields.type === 'entity.parse.failed') {
    return new ApiError(400, 'The request body is not valid JSON');
  }
  if (fields.type === 'entity.too.large') return new ApiError(413, 'The request body is too large');
  if (typeof fields.code === 'string' && fields.code in multerMessages) {
    const [status, message] = multerMessages[fields.code]!;
    return new ApiError(status, message);
  }
  if (fields.code === 11000) {
    const keys = Object.keys((fields.keyValue as object | undefined) ?? {});
    const field = keys[0] ?? 'value';
    return new ApiError(409, `That ${field} is already taken`);
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const first = Object.values(error.errors)[0];
    return new ApiError(400, first?.message ?? 'Invalid input');
  }
  if (error instanceof mongoose.Error.CastError) {
    return new ApiError(400, `Invalid value for ${error.path}`);
  }
  const status = Number(fields.status ?? fields.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    return new ApiError(status, 'Bad request');
  }
  return new ApiError(500, 'Server Error');
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError(404, `Not found: ${req.method} ${req.baseUrl}${req.path}`));
};

/**
 * Answers `{ message, requestId }`. A server error is logged with the request's log line (the
 * request logger reads `res.err`); a client's mistake is not an error of the server's.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const apiError = toApiError(error);
  if (apiError.status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
  if (res.headersSent) return;
  res.status(apiError.status).json({
    message: apiError.message,
    ...(req.id === undefined ? {} : { requestId: String(req.id) }),
  });
};
