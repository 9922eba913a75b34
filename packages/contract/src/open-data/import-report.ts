import { z } from 'zod';
import { listingKindKeys } from '../listing.js';

/** A cell an import changes (or would): the file's row, the listing's slug, the column. */
export const importChangeSchema = z.object({
  row: z.number(),
  slug: z.string(),
  field: z.string(),
  old: z.string(),
  new: z.string(),
});

/** A listing an import creates (or would). */
export const importCreationSchema = z.object({
  row: z.number(),
  slug: z.string(),
  title: z.string(),
});

/** The answer of `POST /api/import/<kind>`: what changes, or with `dryRun` what would. */
export const importReportSchema = z.object({
  kind: z.enum(listingKindKeys),
  dryRun: z.boolean(),
  /** Listings in the file. */
  rows: z.number(),
  changes: z.array(importChangeSchema),
  created: z.array(importCreationSchema),
  /** Listings of the file that are already as it says. */
  unchanged: z.number(),
});

export type ImportChange = z.output<typeof importChangeSchema>;
export type ImportCreation = z.output<typeof importCreationSchema>;
export type ImportReport = z.output<typeof importReportSchema>;
