import type { Types } from 'mongoose';
import { catalogueOrder } from '../models/catalogue-order.js';
import { updateConsistently } from '../models/plugins/derived-fields.js';
import { PostModel, type Post } from '../models/post.model.js';
import { ApiError } from '../lib/api-error.js';
import { withoutUndefined } from '../lib/objects.js';
import { emptyRichText, replaceImageSources, uploadedImageSources } from '../lib/rich-text.js';
import { richTextToHtml } from '../lib/rich-text-html.js';
import { isObjectIdText } from '../lib/slug.js';
import type { CreatePostInput, UpdatePostInput } from '../validation/post.schema.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import { draftRawSchema, type DraftRaw } from '../validation/rich-text.schema.js';
import {
  assertSlugFree,
  createWithDerivedSlug,
  isDuplicateKeyError,
  numberedSlugsFilter,
  type SlugsInUse,
  type SlugTaken,
} from './slug.service.js';
import type { StoredImage, Uploads } from '../uploads/index.js';
import type { Actor } from '../models/revision.model.js';
import { recordSaved, removeWithRevision, type SaveNote } from './revision.service.js';

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

const DUPLICATE_SLUG = 'A blog post with this slug already exists';
const notFound = () => new ApiError(404, 'Post not found');

const isTaken: SlugTaken = async (slug, exceptId) => {
  const holder = await PostModel.findOne({ slug }).select('_id').lean();
  return holder !== null && String(holder._id) !== exceptId;
};

const slugsInUse: SlugsInUse = async (base) => {
  const holders = await PostModel.find(numberedSlugsFilter(base)).select('slug').lean();
  return holders.map((holder) => holder.slug);
};

async function saving<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ApiError(409, DUPLICATE_SLUG);
    throw error;
  }
}

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
      const filter = isObjectIdText(slugOrId)
        ? { _id: slugOrId }
        : { slug: slugOrId.toLowerCase() };
      const post = await PostModel.findOne(filter).lean<PostRecord>();
      if (!post) throw notFound();
      return withBodyHtml(post);
    },

    async create(
      { slug, image, richTextDescription, contentImageSrc: _sources, ...fields },
      stored,
      actor,
    ) {
      if (slug) await assertSlugFree(slug, isTaken, DUPLICATE_SLUG);
      const body = withStoredImages(richTextDescription ?? emptyRichText(), stored.contentImages);
      const imageFields = await uploads.imageFields(stored.image, image);
      const lastSave: SaveNote = { operation: 'create', by: actor };
      const createWith = (chosen: string) =>
        PostModel.create({
          ...withoutUndefined({ ...fields, ...imageFields }),
          slug: chosen,
          richTextDescription: body.text,
          ...{ lastSave },
        });
      const post = await saving(
        slug
          ? createWith(slug)
          : createWithDerivedSlug(fields.title, 'post', slugsInUse, createWith),
      );
      await recordSaved('post', post);
      await uploads.release(body.unused);
      return withBodyHtml(post.toObject());
    },

    async update(
      { id, slug, image, richTextDescription, contentImageSrc: _sources, ...changes },
      stored,
      actor,
    ) {
      let previousImages: string[] = [];
      let body = withStoredImages(emptyRichText(), stored.contentImages);
      const post = await saving(
        updateConsistently(
          () => PostModel.findById(id).select('+revision').exec(),
          async (current) => {
            if (slug && slug !== current.slug) {
              await assertSlugFree(slug, isTaken, DUPLICATE_SLUG, id);
            }
            const previousBody = parseStoredBody(current.richTextDescription);
            previousImages = [current.image, ...uploadedImageSources(previousBody)];
            body = withStoredImages(richTextDescription ?? previousBody, stored.contentImages);
            current.set(withoutUndefined({ ...changes, slug, richTextDescription: body.text }));
            current.set('lastSave', { operation: 'update', by: actor } satisfies SaveNote);
            if (stored.image || image !== current.image) {
              const imageFields = await uploads.imageFields(stored.image, image);
              if (imageFields) current.set(imageFields);
            }
          },
        ),
      );
      if (!post) throw notFound();
      await recordSaved('post', post);
      const kept = new Set([post.image, ...body.images]);
      await uploads.release([...previousImages.filter((url) => !kept.has(url)), ...body.unused]);
      return withBodyHtml(post.toObject());
    },

    async remove(id, actor) {
      const post = await removeWithRevision('post', PostModel, id, actor);
      if (!post) throw notFound();
      await uploads.release([
        post.image,
        ...uploadedImageSources(parseStoredBody(post.richTextDescription)),
      ]);
    },
  };
}
