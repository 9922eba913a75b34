import { postSchema, postsAnswerSchema } from '@sg-finance/contract';
import { z } from 'zod';
import { createPostController } from '../controllers/post.controller.js';
import { PostModel } from '../models/post.model.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createReadCache } from '../read-cache/index.js';
import { createPostService } from '../services/post.service.js';
import type { Uploads } from '../uploads/index.js';
import { createPostSchema, postListQuery, updatePostSchema } from '../validation/post.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import {
  errorTexts,
  messageAnswer,
  pagingNotes,
  recordIdParams,
  slugOrIdParams,
} from './route-parts.js';

const MAX_CONTENT_IMAGES = 20;

const postAnswer = nameSchema(postSchema, 'Post');

/** `/api/posts`: anyone reads the blog; administrators write it. */
export function postRoutes(uploads: Uploads): DeclaredRoute[] {
  const controller = createPostController(
    createPostService(uploads),
    createReadCache(PostModel.collection.collectionName),
  );
  const images = [
    { name: 'image', maxCount: 1 },
    { name: 'contentImage', maxCount: MAX_CONTENT_IMAGES },
  ];
  const tag = 'Blog';
  const writeErrors = {
    400: errorTexts.badBody,
    409: 'Another post has this slug.',
    413: errorTexts.tooLarge,
    415: errorTexts.notAnImage,
  };
  return [
    apiRoute({
      method: 'get',
      path: '/api/posts',
      access: 'anyone',
      tag,
      summary: 'A page of blog posts and every tag in use',
      description: 'Ordered by priority then newest; optionally of one tag.',
      query: postListQuery,
      answer: nameSchema(postsAnswerSchema, 'PostsPage'),
      paged: true,
      errors: { 400: errorTexts.badQuery },
      notes: { ...pagingNotes, tag: 'Only the posts with this tag; blank means any.' },
      handlers: [controller.list],
    }),
    apiRoute({
      method: 'get',
      path: '/api/posts/{slugOrId}',
      access: 'anyone',
      tag,
      summary: 'One blog post',
      description: 'An array of one element, as the post page reads it.',
      params: slugOrIdParams,
      answer: z.array(postAnswer).min(1).max(1),
      errors: { 404: errorTexts.notFound },
      handlers: [controller.detail],
    }),
    apiRoute({
      method: 'post',
      path: '/api/posts/create',
      access: 'admin',
      tag,
      summary: 'Write a blog post',
      description:
        'A multipart form: the fields, the rich text as JSON, an optional `image` and the ' +
        '`contentImage` files the text shows.',
      body: createPostSchema,
      upload: { images, handle: controller.create },
      status: 201,
      answer: postAnswer,
      errors: writeErrors,
    }),
    apiRoute({
      method: 'put',
      path: '/api/posts/update',
      access: 'admin',
      tag,
      summary: 'Change a blog post',
      description: 'A multipart form with the post’s `id`; absent fields keep what is stored.',
      body: updatePostSchema,
      upload: { images, handle: controller.update },
      answer: postAnswer,
      errors: { ...writeErrors, 404: 'No post has this id.' },
    }),
    apiRoute({
      method: 'delete',
      path: '/api/posts/delete/{id}',
      access: 'admin',
      tag,
      summary: 'Delete a blog post',
      params: recordIdParams,
      body: null,
      answer: messageAnswer,
      errors: { 400: errorTexts.badId, 404: 'No post has this id.' },
      handlers: [controller.remove],
    }),
  ];
}
