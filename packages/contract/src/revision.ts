import { z } from 'zod';
import { listingKinds } from './listing-kinds.js';

/**
 * The records that keep a history: each listing kind by its key, the blog's posts, and the
 * providers (whose commercial ties are audited through it).
 */
export const historyKinds = [...listingKinds.map((kind) => kind.key), 'post', 'provider'] as const;
export type HistoryKind = (typeof historyKinds)[number];

export function isHistoryKind(text: string): text is HistoryKind {
  return (historyKinds as readonly string[]).includes(text);
}

/** What a save did: `restore` saves an older revision's document again. */
export const revisionOperations = ['create', 'update', 'delete', 'restore'] as const;
export type RevisionOperation = (typeof revisionOperations)[number];

/** One saved state of a record, as `GET /api/history/...` answers it. */
export const revisionSchema = z.object({
  _id: z.string(),
  kind: z.enum(historyKinds),
  recordId: z.string(),
  /** The record's revision counter when this state was saved: 0 for its creation. */
  number: z.number(),
  operation: z.enum(revisionOperations),
  /** When the save happened (ISO time). */
  at: z.string(),
  /** The administrator who saved; `id` is null for a revision written by start-up repair. */
  by: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The whole record as saved (for a delete: as it was just before). */
  document: z.record(z.string(), z.unknown()),
  /** For a restore: the revision it brought back. */
  restoredFrom: z.string().optional(),
});
export type Revision = z.output<typeof revisionSchema>;

/** `GET /api/history/:kind/:id`: one page of a record's revisions, newest first. */
export const historyAnswerSchema = z.object({
  data: z.array(revisionSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type HistoryAnswer = z.output<typeof historyAnswerSchema>;
