/** Routes of the pages that are not built from the listing kinds table. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  blog: '/blog',
  post: (slugOrId: string) => `/posts/${encodeURIComponent(slugOrId)}`,
  postPattern: '/posts/:slugOrId',
  newPost: '/blog/new-post',
  updatePost: '/blog/update',
  suggestRewards: '/suggest-rewards',
} as const;
