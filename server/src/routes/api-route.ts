import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { ImageField, UploadHandler } from '../uploads/index.js';

/**
 * A handler of a route. Declared as a method so its parameters compare both ways: a controller
 * typed for its own params (`Request<{ id: string }>`) fits, as the params schema has checked them.
 */
export type RouteHandler = {
  handle(req: Request, res: Response, next: NextFunction): unknown;
}['handle'];

/** Who may call a route: anyone, any signed-in account, or administrators only. */
export type Access = 'anyone' | 'signedIn' | 'admin';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The statuses a route may answer when it fails, each with its `{ message }` body. */
export type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 415 | 429 | 503;

/** The media types an answer may have besides JSON. */
export type AnswerMedia = 'application/json' | 'text/csv' | 'text/html' | 'text/calendar';

/** `'id' | 'kind'` of `/api/history/{kind}/{id}`. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/**
 * A path with parameters must declare a schema for each of them (a type error otherwise); a path
 * without any declares none.
 */
type ParamsOf<Path extends string> = [PathParams<Path>] extends [never]
  ? { params?: never }
  : { params: z.ZodObject<Record<PathParams<Path>, z.ZodType>> };

/**
 * What a write sends: a JSON body checked by `body`; or a multipart form whose text fields are
 * checked by `body` and whose image files are stored before `handle` runs; or a multipart form
 * with one data file, read by `multipartFile` and described by `body`; or nothing (`body: null`),
 * as in a sign-out. A write must say which, so none is mounted unchecked.
 */
type BodyOf<M extends Method> = M extends 'get'
  ? { body?: never; upload?: never }
  : | { body: z.ZodType | null; upload?: never; multipartFile?: never }
    | { body: z.ZodType; upload: Upload; multipartFile?: never }
    | { body: z.ZodType; multipartFile: RequestHandler; upload?: never };

/** A form with image files: `body` checks its text fields, `handle` gets the stored images. */
export interface Upload {
  images: readonly ImageField[];
  handle: UploadHandler<never>;
}

interface RouteBase<M extends Method, Path extends string> {
  method: M;
  /** The address as OpenAPI writes it: `/api/posts/{slugOrId}`. */
  path: Path;
  access: Access;
  /** The group of the reference page. */
  tag: string;
  summary: string;
  description?: string;
  /** An old address kept for the links that carry it: the document marks it `deprecated`. */
  deprecated?: true;
  /** Checked before the handlers run, or 400; controllers read it with `validQuery`. */
  query?: z.ZodObject;
  /** The status of a success, 200 unless said. */
  status?: 200 | 201 | 202;
  /** The body of a success: JSON, or one schema per media type. */
  answer: z.ZodType | Partial<Record<AnswerMedia, z.ZodType>>;
  /** A page of a list: its size in `X-Total-Count`, the other pages in `Link`. */
  paged?: boolean;
  errors?: Partial<Record<ErrorStatus, string>>;
  /** What a parameter means, by name, where its schema says only its rules. */
  notes?: Readonly<Record<string, string>>;
  /** `Cache-Control: no-store` on every answer (tokens, personal data). */
  noStore?: boolean;
  /** Run after the access check and before any validation: rate limits that count every call. */
  before?: readonly RouteHandler[];
  /** Run after validation, in order; the last one answers (an upload's `handle` instead). */
  handlers?: readonly RouteHandler[];
}

export type ApiRoute<M extends Method = Method, Path extends string = string> = RouteBase<M, Path> &
  ParamsOf<Path> &
  BodyOf<M>;

/** The loose shape the mount and the document read every declaration as. */
export interface DeclaredRoute extends RouteBase<Method, string> {
  params?: z.ZodObject;
  body?: z.ZodType | null;
  upload?: Upload;
  /** Reads a multipart form with one file (checked by the handlers), in place of a JSON body. */
  multipartFile?: RequestHandler;
}

/**
 * One API route, declared once: the mount builds the Express route from it and the OpenAPI
 * document describes it. The types refuse a path parameter without its schema and a write that
 * does not say what it sends.
 */
export function apiRoute<M extends Method, Path extends `/api/${string}`>(
  route: ApiRoute<M, Path>,
): DeclaredRoute {
  return route as DeclaredRoute;
}

/** The parameter names of a path: `['kind', 'id']` of `/api/history/{kind}/{id}`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}
