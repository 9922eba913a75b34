import type { Request, Response } from 'express';
import { uploadedImageUrls } from '../middleware/upload.js';
import type { PostService, PostUploads } from '../services/post.service.js';
import type { UploadStore } from '../services/upload-store.js';
import { ApiError } from '../utils/api-error.js';
import type { CreatePostInput, UpdatePostInput } from '../validation/post.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

/** Pairs each `contentImage` file with the local reference at the same place in `contentImageSrc`. */
function storedImages(
  req: BodyRequest<{ contentImageSrc?: string[] | undefined }>,
  store: UploadStore,
): PostUploads {
  const [image] = uploadedImageUrls(req, 'image', store);
  const contentUrls = uploadedImageUrls(req, 'contentImage', store);
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

export function createPostController(service: PostService, store: UploadStore) {
  return {
    async list(_req: Request, res: Response) {
      res.json(await service.list());
    },

    /** An array of one, as the post page expects. */
    async detail(req: Request<{ slugOrId: string }>, res: Response) {
      res.json([await service.findBySlugOrId(req.params.slugOrId)]);
    },

    async create(req: BodyRequest<CreatePostInput>, res: Response) {
      res.status(201).json(await service.create(req.body, storedImages(req, store)));
    },

    async update(req: BodyRequest<UpdatePostInput>, res: Response) {
      res.json(await service.update(req.body, storedImages(req, store)));
    },

    async remove(req: Request<{ id: string }>, res: Response) {
      await service.remove(req.params.id);
      res.json({ message: 'Post Deleted!' });
    },
  };
}
