import { Router } from 'express';
import { createReadCache } from '../read-cache/index.js';
import { createPostController } from '../controllers/post.controller.js';
import { PostModel } from '../models/post.model.js';
import { validateParams } from '../middleware/validate.js';
import { createPostService } from '../services/post.service.js';
import { idParams } from '../validation/fields.js';
import { createPostSchema, updatePostSchema } from '../validation/post.schema.js';
import type { RouterDeps } from './router-deps.js';

const MAX_CONTENT_IMAGES = 20;

export function createPostRouter(deps: RouterDeps): Router {
  const controller = createPostController(
    createPostService(deps.uploads),
    createReadCache(PostModel.collection.collectionName),
  );
  const images = [
    { name: 'image', maxCount: 1 },
    { name: 'contentImage', maxCount: MAX_CONTENT_IMAGES },
  ];

  const router = Router();
  router.get('/', controller.list);
  router.get('/:slugOrId', controller.detail);
  router.post(
    '/create',
    deps.requireAdmin,
    deps.uploadForm(images, createPostSchema, controller.create),
  );
  router.put(
    '/update',
    deps.requireAdmin,
    deps.uploadForm(images, updatePostSchema, controller.update),
  );
  router.delete('/delete/:id', deps.requireAdmin, validateParams(idParams), controller.remove);
  return router;
}
