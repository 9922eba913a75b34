import type { Types } from 'mongoose';
import { PostModel, type Post } from '../models/post.model.js';
import { ApiError } from '../utils/api-error.js';
import { withoutUndefined } from '../utils/objects.js';
import { emptyRichText, replaceImageSources, uploadedImageSources } from '../utils/rich-text.js';
import { isObjectIdText } from '../utils/slug.js';
import type { CreatePostInput, UpdatePostInput } from '../validation/post.schema.js';
import { draftRawSchema, type DraftRaw } from '../validation/rich-text.schema.js';
import { assertSlugFree, deriveSlug, isDuplicateKeyError, type SlugTaken } from './slug.service.js';
import type { UploadStore } from './upload-store.js';

export type PostRecord = Post & { _id: Types.ObjectId };

/** Images stored with a request: the cover, and body images keyed by their local reference. */
export interface PostUploads {
  image?: string | undefined;
  contentImages: ReadonlyMap<string, string>;
}

export interface PostService {
  /** Every post, highest priority first, then newest, with the distinct tags they carry. */
  list(): Promise<{ data: PostRecord[]; tags: string[] }>;
  findBySlugOrId(slugOrId: string): Promise<PostRecord>;
  create(input: CreatePostInput, uploads: PostUploads): Promise<PostRecord>;
  update(input: UpdatePostInput, uploads: PostUploads): Promise<PostRecord>;
  remove(id: string): Promise<void>;
}

const DUPLICATE_SLUG = 'A blog post with this slug already exists';
const notFound = () => new ApiError(404, 'Post not found');

const isTaken: SlugTaken = async (slug, exceptId) => {
  const holder = await PostModel.findOne({ slug }).select('_id').lean();
  return holder !== null && String(holder._id) !== exceptId;
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

export function createPostService(uploads: UploadStore): PostService {
  return {
    async list() {
      const data = await PostModel.find()
        .sort({ priority: -1, createdAt: -1 })
        .lean<PostRecord[]>();
      const tags = [...new Set(data.flatMap((post) => post.tags))].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base' }),
      );
      return { data, tags };
    },

    async findBySlugOrId(slugOrId) {
      const filter = isObjectIdText(slugOrId)
        ? { _id: slugOrId }
        : { slug: slugOrId.toLowerCase() };
      const post = await PostModel.findOne(filter).lean<PostRecord>();
      if (!post) throw notFound();
      return post;
    },

    async create(
      { slug, image, richTextDescription, contentImageSrc: _sources, ...fields },
      stored,
    ) {
      if (slug) await assertSlugFree(slug, isTaken, DUPLICATE_SLUG);
      const body = withStoredImages(richTextDescription ?? emptyRichText(), stored.contentImages);
      const post = await saving(
        PostModel.create({
          ...withoutUndefined(fields),
          slug: slug ?? (await deriveSlug(fields.title, 'post', isTaken)),
          image: stored.image ?? image ?? '',
          richTextDescription: body.text,
        }),
      );
      await uploads.remove(body.unused);
      return post.toObject();
    },

    async update(
      { id, slug, image, richTextDescription, contentImageSrc: _sources, ...changes },
      stored,
    ) {
      const post = await PostModel.findById(id);
      if (!post) throw notFound();
      if (slug && slug !== post.slug) await assertSlugFree(slug, isTaken, DUPLICATE_SLUG, id);
      const previousBody = parseStoredBody(post.richTextDescription);
      const previousImages = [post.image, ...uploadedImageSources(previousBody)];
      const body = withStoredImages(richTextDescription ?? previousBody, stored.contentImages);
      post.set(
        withoutUndefined({
          ...changes,
          slug,
          image: stored.image ?? image,
          richTextDescription: body.text,
        }),
      );
      await saving(post.save());
      const kept = new Set([post.image, ...body.images]);
      await uploads.remove([...previousImages.filter((url) => !kept.has(url)), ...body.unused]);
      return post.toObject();
    },

    async remove(id) {
      const post = await PostModel.findByIdAndDelete(id).lean<PostRecord>();
      if (!post) throw notFound();
      await uploads.remove([
        post.image,
        ...uploadedImageSources(parseStoredBody(post.richTextDescription)),
      ]);
    },
  };
}
