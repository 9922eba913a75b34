/** A blog post as the API returns it. */
export interface Post {
  _id: string;
  title: string;
  slug: string;
  priority: number;
  /** The short description shown on the blog list. */
  description: string;
  tags: string[];
  author: string;
  /** The draft-js raw content state, stored as JSON text. */
  richTextDescription: string;
  image: string;
  createdAt: string;
  updatedAt?: string;
}

export interface PostsResponse {
  data: Post[];
  tags: string[];
}
