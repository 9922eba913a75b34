import type { Request, Response } from 'express';
import { sendCachedPage, sendCachedRecord, type ReadCache } from '../read-cache/index.js';
import { adminActor } from '../middleware/auth.js';
import { validQuery } from '../middleware/validate.js';
import type { PostService, PostUploads } from '../services/post.service.js';
import type { UploadedImages } from '../uploads/index.js';
import { ApiError } from '../lib/api-error.js';
import {
  postListQuery,
  type CreatePostInput,
  type UpdatePostInput,
} from '../validation/post.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

/** Pairs each `contentImage` file with the local reference at the same place in `contentImageSrc`. */
function storedImages(
  req: BodyRequest<{ contentImageSrc?: string[] | undefined }>,
  images: UploadedImages,
): PostUploads {
  const [image] = images.image ?? [];
  const contentUrls = (images.contentImage ?? []).map((stored) => stored.url);
  const sources = req.body.contentImageSrc ?? [];
  if (sources.length !== contentUrls.length) {
    throw new ApiError(
      400,
      `contentImageSrc lists ${sources.length} images but ${contentUrls.length} contentImage files were sent`,
    );
  }
  return {
    image,
    contentImages: new Map(sources.map((source, index) => [source, contentUrls[index]!])),
  };
}

/** Reads are answered from `cache`, which every write through the post model empties. */
export function createPostController(service: PostService, cache: ReadCache) {
  return {
    /** `{ data, tags }`: a page of posts and the tags of all posts. */
    list(req: Request, res: Response) {
      const { tag, ...page } = validQuery(res, postListQuery);
      return sendCachedPage(req, res, cache, {
        filters: { tag },
        page,
        count: () => service.count({ tag }),
        load: async (view) => {
          const [data, tags] = await Promise.all([
            service.listPage({ tag }, page),
            view.get(
              'tags',
              () => service.tags(),
              (list) => JSON.stringify(list).length,
            ),
          ]);
          return { data, tags };
        },
      });
    },

    /** An array of one, as the post page expects. */
    detail(req: Request<{ slugOrId: string }>, res: Response) {
      const { slugOrId } = req.params;
      return sendCachedRecord(req, res, cache, `detail ${slugOrId.toLowerCase()}`, async () => [
        await service.findBySlugOrId(slugOrId),
      ]);
    },

    async create(req: BodyRequest<CreatePostInput>, res: Response, images: UploadedImages) {
      res
        .status(201)
        .json(await service.create(req.body, storedImages(req, images), adminActor(res)));
    },

    async update(req: BodyRequest<UpdatePostInput>, res: Response, images: UploadedImages) {
      res.json(await service.update(req.body, storedImages(req, images), adminActor(res)));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id, adminActor(res));
      res.json({ message: 'Post Deleted!' });
    },
  };
}
