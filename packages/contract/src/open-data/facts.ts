import { z } from 'zod';

/** Where one figure comes from: the page, the day it was checked, and the page as fetched. */
export const factSourceSchema = z.object({
  url: z.string().meta({ format: 'uri', description: 'The provider’s page the figure follows.' }),
  checkedOn: z
    .string()
    .meta({ format: 'date', description: 'The day the figure was checked against the page.' }),
  checkedBy: z.string().optional(),
  pageHash: z.string().optional().meta({
    description:
      'SHA-256 of the page’s visible text at its last fetch by the source watch; absent before the first.',
  }),
  pageFetchedAt: z.string().optional().meta({ format: 'date-time' }),
  quote: z
    .string()
    .optional()
    .meta({ description: 'The sentence of the page that states this figure.' }),
});

/** One figure of a listing's terms, as its compare row names and shows it. */
export const factSchema = z.object({
  key: z.string().meta({ description: 'The term’s name: `annualFee`, `earn.dining`.' }),
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.string().optional().meta({ description: 'Absent for a word such as `miles`.' }),
  text: z.string().meta({ description: 'The figure as the site shows it: `S$196.20 a year`.' }),
  source: factSourceSchema.optional(),
});

/** A listing's figures for machines: `GET /api/facts/{kind}/{slug}.json`. */
export const listingFactsSchema = z.object({
  kind: z.string(),
  slug: z.string(),
  title: z.string(),
  provider: z.string(),
  page: z.string().meta({ format: 'uri', description: 'The listing’s page on this site.' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
  sourceChangedOn: z.string().optional().meta({
    format: 'date',
    description: 'The source page changed on this day and the team has not checked it yet.',
  }),
  figures: z.array(factSchema),
});

export type FactSource = z.output<typeof factSourceSchema>;
export type Fact = z.output<typeof factSchema>;
export type ListingFacts = z.output<typeof listingFactsSchema>;
