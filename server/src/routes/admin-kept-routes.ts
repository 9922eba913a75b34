import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, messageAnswer, recordIdParams } from './route-parts.js';

/** A collection that anyone reads and administrators keep, as the routes describe it. */
export interface AdminKeptCollection<Body> {
  /** `/api/providers`. */
  path: `/api/${string}`;
  tag: string;
  /** `provider`: how the summaries name one record. */
  noun: string;
  /** `GET`, open to anyone; the controller answers it from the read cache. */
  read: {
    summary: string;
    description?: string;
    query?: z.ZodObject;
    errors?: { 400: string };
    notes?: Readonly<Record<string, string>>;
    handler: RequestHandler;
  };
  /** The body `POST` and `PUT /{id}` must match, or they answer 400 with the reason. */
  body: z.ZodType<Body>;
  /** One record as the API answers it. */
  record: z.ZodType;
  writes: {
    create(req: Request<Record<string, string>, unknown, Body>, res: Response): Promise<void>;
    update(req: Request<{ id: string }, unknown, Body>, res: Response): Promise<void>;
    remove(req: Request<{ id: string }>, res: Response): Promise<void>;
  };
}

/**
 * `GET` for anyone; `POST`, `PUT /{id}` and `DELETE /{id}` for administrators only, the id
 * checked as a document id and the body against `body`. Writes drop the collection's cached
 * reads through its model's `trackChanges` plugin, not here.
 */
export function adminKeptRoutes<Body>(collection: AdminKeptCollection<Body>): DeclaredRoute[] {
  const { path, tag, noun, read, body, record, writes } = collection;
  const missing = `No ${noun} has this id.`;
  const duplicate = `Another ${noun} has this name.`;
  return [
    apiRoute({
      method: 'get',
      path,
      access: 'anyone',
      tag,
      summary: read.summary,
      ...(read.description ? { description: read.description } : {}),
      ...(read.query ? { query: read.query } : {}),
      ...(read.errors ? { errors: read.errors } : {}),
      ...(read.notes ? { notes: read.notes } : {}),
      answer: z.array(record),
      handlers: [read.handler],
    }),
    apiRoute({
      method: 'post',
      path,
      access: 'admin',
      tag,
      summary: `Add a ${noun}`,
      body,
      status: 201,
      answer: record,
      errors: { 400: errorTexts.badBody, 409: duplicate },
      handlers: [writes.create],
    }),
    apiRoute({
      method: 'put',
      path: `${path}/{id}`,
      access: 'admin',
      tag,
      summary: `Change a ${noun}`,
      params: recordIdParams,
      body,
      answer: record,
      errors: { 400: errorTexts.badBody, 404: missing, 409: duplicate },
      handlers: [writes.update],
    }),
    apiRoute({
      method: 'delete',
      path: `${path}/{id}`,
      access: 'admin',
      tag,
      summary: `Delete a ${noun}`,
      params: recordIdParams,
      body: null,
      answer: messageAnswer,
      errors: { 400: errorTexts.badId, 404: missing },
      handlers: [writes.remove],
    }),
  ];
}
