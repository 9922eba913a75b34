import type { Post as PostAnswer } from '@sg-finance/contract';
import mongoose, { Schema, type Model } from 'mongoose';
import { catalogueOrder, imageSizeFields } from './catalogue-order.js';
import { revisioned } from './plugins/derived-fields.js';
import { searchable } from './plugins/searchable.js';
import { trackChanges } from '../read-cache/index.js';

/** A post as stored: the answer's fields but the rendered body, with real dates. */
export type Post = Omit<PostAnswer, '_id' | 'bodyHtml' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

export type PostModel = Model<Post>;

/** The fields of a post that a site-wide search matches. */
export const postSearchFields = ['title', 'description', 'tags', 'author'] as const;

const postSchema = new Schema<Post>(
  {
    title: { type: String, required: true, trim: true },
    slug: { type: String, required: true, trim: true, lowercase: true },
    priority: { type: Number, default: 0 },
    description: { type: String, default: '' },
    tags: { type: [String], default: [] },
    author: { type: String, default: '' },
    richTextDescription: { type: String, required: true },
    image: { type: String, default: '' },
    ...imageSizeFields,
  },
  { collection: 'posts', timestamps: true, versionKey: false },
);
postSchema.index({ slug: 1 }, { unique: true });
postSchema.index(catalogueOrder);
postSchema.index({ tags: 1, ...catalogueOrder });
postSchema.plugin(searchable, postSearchFields);
postSchema.plugin(revisioned);
postSchema.plugin(trackChanges);

export const PostModel: PostModel = mongoose.model<Post>('Post', postSchema);
