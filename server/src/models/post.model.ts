import mongoose, { Schema, type Model } from 'mongoose';

export interface Post {
  title: string;
  slug: string;
  priority: number;
  description: string;
  tags: string[];
  author: string;
  /** The draft-js raw content of the body, stored as JSON text. */
  richTextDescription: string;
  image: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PostModel = Model<Post>;

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
  },
  { collection: 'posts', timestamps: true, versionKey: false },
);
postSchema.index({ slug: 1 }, { unique: true });
postSchema.index({ priority: -1, createdAt: -1 });
postSchema.index({ tags: 1 });

export const PostModel: PostModel = mongoose.model<Post>('Post', postSchema);
