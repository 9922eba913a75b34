/** The blog: what other features and `app/` use of it. */
export { getPost, getPosts } from './api/posts-api';
export { blogCleared, initialBlogState, selectBlogState, type BlogState } from './blog-slice';
