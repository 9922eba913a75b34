import { requiredText, text } from '@sg-finance/contract';
import { z } from 'zod';
import {
  emptyAsUndefined,
  imageReference,
  jsonText,
  objectIdField,
  optionalText,
  priorityField,
  slugField,
} from './fields.js';
import { pagingFields } from './paging.schema.js';
import { queryObject, queryText } from './query.schema.js';
import { draftRawSchema, unsafeEntityAddress, type DraftRaw } from './rich-text.schema.js';

const tagsSchema = z
  .array(text(40))
  .max(20, 'must have at most 20 tags')
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))]);

const fields = {
  title: requiredText(200),
  slug: slugField,
  priority: priorityField,
  description: optionalText(1000),
  tags: jsonText(tagsSchema),
  author: optionalText(100),
  richTextDescription: jsonText(draftRawSchema),
  image: imageReference,
  /** The local references (e.g. blob: URLs) of the `contentImage` files, in the same order. */
  contentImageSrc: jsonText(
    z.array(z.string().min(1).max(2000)).max(20, 'must have at most 20 images'),
  ),
};

/** Refuses a body whose links, images or embeds point anywhere but http(s) or an upload. */
function checkBodyAddresses(
  post: { richTextDescription?: DraftRaw | undefined; contentImageSrc?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (!post.richTextDescription) return;
  const problem = unsafeEntityAddress(
    post.richTextDescription,
    new Set(post.contentImageSrc ?? []),
  );
  if (problem) ctx.addIssue({ code: 'custom', path: ['richTextDescription'], message: problem });
}

export const createPostSchema = z.object(fields).superRefine(checkBodyAddresses);

export const updatePostSchema = z
  .object({
    ...fields,
    title: fields.title.optional(),
    id: objectIdField,
  })
  .superRefine(checkBodyAddresses);

export type CreatePostInput = z.output<typeof createPostSchema>;
export type UpdatePostInput = z.output<typeof updatePostSchema>;

/** `GET /api/posts?page=&limit=&tag=`: a page of the blog, optionally of one tag. */
export const postListQuery = queryObject({
  ...pagingFields,
  tag: z.preprocess(emptyAsUndefined, queryText(40).optional()),
});

export type PostListQuery = z.output<typeof postListQuery>;
