import { z } from 'zod';
import { listingKindKeys } from '../listing.js';
import { revisionOperations } from '../revision.js';

/** One field a save changed, as `describeChanges` words it. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

/** One save of a published listing, as `/api/changes` and the feeds tell it. */
export const catalogueChangeSchema = z.object({
  /** The revision's id. */
  id: z.string(),
  kind: z.enum(listingKindKeys),
  recordId: z.string(),
  /**
   * The listing's slug, title and provider now (its page's address and the provider filter);
   * `bank` keeps its name, as the answer's shape.
   */
  slug: z.string(),
  title: z.string(),
  bank: z.string(),
  /** When the save happened (ISO time). */
  at: z.string(),
  operation: z.enum(revisionOperations),
  /** Empty when the listing was added, brought back or removed: the summary says so. */
  changes: z.array(fieldChangeSchema),
  summary: z.string(),
});
export type CatalogueChange = z.output<typeof catalogueChangeSchema>;

/** `GET /api/changes`: one page of the catalogue's changes, newest first. */
export const changesAnswerSchema = z.object({
  data: z.array(catalogueChangeSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ChangesAnswer = z.output<typeof changesAnswerSchema>;

/** The welcome offer's value in S$ from one save on; null while the terms gave none. */
export const offerPointSchema = z.object({ at: z.string(), value: z.number().nullable() });
export type OfferPoint = z.output<typeof offerPointSchema>;

/** `GET /api/changes/:kind/:slug`: one listing's changes, newest first, and its offer over time. */
export const recordChangesAnswerSchema = z.object({
  data: z.array(catalogueChangeSchema),
  /** Oldest first: a point for the first save and for each save that changed the value. */
  offerHistory: z.array(offerPointSchema),
});
export type RecordChangesAnswer = z.output<typeof recordChangesAnswerSchema>;
