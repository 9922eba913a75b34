import { z } from 'zod';

/** One hit of the site-wide search: a listing (`type` is its kind's resource) or a post. */
export const searchResultSchema = z.object({
  type: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** The provider of a listing; posts have none. */
  category: z.string().optional(),
  updatedAt: z.string(),
});
export type SearchResult = z.output<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  total: z.number(),
  results: z.array(searchResultSchema),
});
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
