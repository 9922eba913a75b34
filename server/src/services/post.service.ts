import type { Types } from 'mongoose';
import { catalogueOrder } from '../models/catalogue-order.js';
import { PostModel, type Post } from '../models/post.model.js';
import { emptyRichText, replaceImageSources, uploadedImageSources } from '../lib/rich-text.js';
import { richTextToHtml } from '../lib/rich-text-html.js';
import type { CreatePostInput, UpdatePostInput } from '../validation/post.schema.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import { draftRawSchema, type DraftRaw } from '../validation/rich-text.schema.js';
import type { StoredImage, Uploads } from '../uploads/index.js';
import type { Actor } from '../models/revision.model.js';
import { keptRecords } from './kept-records/index.js';

export type PostRecord = Post & { _id: Types.ObjectId };

/** A post as the API answers it: the stored record with its body rendered as HTML. */
export type PostAnswerRecord = PostRecord & { bodyHtml: string };

/*
 * The body is rendered on read, not stored: every answer goes through the read cache, so a post is
 * rendered once per change of the posts, and the HTML always follows today's sanitising rules.
 */
function withBodyHtml(post: PostRecord): PostAnswerRecord {
  return { ...post, bodyHtml: richTextToHtml(post.richTextDescription) };
}

/** Images stored with a request: the cover, and body images keyed by their local reference. */
export interface PostUploads {
  image?: StoredImage | undefined;
  contentImages: ReadonlyMap<string, string>;
}

export interface PostFilter {
  tag?: string | undefined;
}

export interface PostService {
  /** One page of the posts, highest priority first, then newest. */
  listPage(filter: PostFilter, page: PageQuery): Promise<PostAnswerRecord[]>;
  /** How many posts pass the filter. */
  count(filter: PostFilter): Promise<number>;
  /** The distinct tags of all posts, in alphabetical order. */
  tags(): Promise<string[]>;
  findBySlugOrId(slugOrId: string): Promise<PostAnswerRecord>;
  /** Every save and delete keeps a revision in `revisions`, by `actor`. */
  create(input: CreatePostInput, uploads: PostUploads, actor: Actor): Promise<PostAnswerRecord>;
  update(input: UpdatePostInput, uploads: PostUploads, actor: Actor): Promise<PostAnswerRecord>;
  remove(id: string, actor: Actor): Promise<void>;
}

const records = keptRecords(PostModel, {
  notFound: 'Post not found',
  duplicate: () => 'A blog post with this slug already exists',
  revisions: 'post',
  slug: { fallback: 'post' },
});

function parseStoredBody(text: string): DraftRaw {
  try {
    const parsed = draftRawSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : emptyRichText();
  } catch {
    return emptyRichText();
  }
}

/** The body with its local image references pointed at the stored files. */
function withStoredImages(body: DraftRaw, contentImages: ReadonlyMap<string, string>) {
  const rewritten = replaceImageSources(body, contentImages);
  const used = new Set(uploadedImageSources(rewritten));
  const unused = [...contentImages.values()].filter((url) => !used.has(url));
  return { text: JSON.stringify(rewritten), images: used, unused };
}

function toQuery({ tag }: PostFilter) {
  return tag ? { tags: tag } : {};
}

export function createPostService(uploads: Uploads): PostService {
  return {
    async listPage(filter, page) {
      const posts = await PostModel.find(toQuery(filter))
        .sort(catalogueOrder)
        .skip(pageOffset(page))
        .limit(page.limit)
        .lean<PostRecord[]>()
        .exec();
      return posts.map(withBodyHtml);
    },

    count(filter) {
      return PostModel.countDocuments(toQuery(filter)).exec();
    },

    async tags() {
      const tags: string[] = await PostModel.distinct('tags');
      return tags.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    },

    async findBySlugOrId(slugOrId) {
      return withBodyHtml(await records.findBySlugOrId(slugOrId));
    },

    async create(
      { image, richTextDescription, contentImageSrc: _sources, ...fields },
      stored,
      actor,
    ) {
      const body = withStoredImages(richTextDescription ?? emptyRichText(), stored.contentImages);
      const imageFields = await uploads.imageFields(stored.image, image);
      const post = await records.create(
        { ...fields, ...imageFields, richTextDescription: body.text },
        { by: actor },
      );
      await uploads.release(body.unused);
      return withBodyHtml(post);
    },

    async update(
      { id, image, richTextDescription, contentImageSrc: _sources, ...changes },
      stored,
      actor,
    ) {
      let previousImages: string[] = [];
      let body = withStoredImages(emptyRichText(), stored.contentImages);
      const post = await records.update(id, changes, {
        by: actor,
        adjust: async (current) => {
          const previousBody = parseStoredBody(current.richTextDescription);
          previousImages = [current.image, ...uploadedImageSources(previousBody)];
          body = withStoredImages(richTextDescription ?? previousBody, stored.contentImages);
          current.set('richTextDescription', body.text);
          if (stored.image || image !== current.image) {
            const imageFields = await uploads.imageFields(stored.image, image);
            if (imageFields) current.set(imageFields);
          }
        },
      });
      const kept = new Set([post.image, ...body.images]);
      await uploads.release([...previousImages.filter((url) => !kept.has(url)), ...body.unused]);
      return withBodyHtml(post);
    },

    async remove(id, actor) {
      const post = await records.remove(id, { by: actor });
      await uploads.release([
        post.image,
        ...uploadedImageSources(parseStoredBody(post.richTextDescription)),
      ]);
    },
  };
}
