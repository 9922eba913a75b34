import { z } from 'zod';

/** A blog post as the API answers it. */
export const postSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  priority: z.number(),
  /** The short description shown on the blog list. */
  description: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  /** The draft-js raw content state, as JSON text. */
  richTextDescription: z.string(),
  /** The body as sanitised HTML, rendered by the server from `richTextDescription`. */
  bodyHtml: z.string(),
  image: z.string(),
  imageWidth: z.number().optional(),
  imageHeight: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.output<typeof postSchema>;

/** `GET /api/posts`: a page of posts and every tag in use. */
export const postsAnswerSchema = z.object({ data: z.array(postSchema), tags: z.array(z.string()) });
export type PostsAnswer = z.output<typeof postsAnswerSchema>;
