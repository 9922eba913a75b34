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
  suggestionsInbox: '/admin/suggestions',
  search: '/search',
  /** `kindType` is the kind's name in URLs, e.g. `creditcards`. */
  compare: (kindType: string, slugs: readonly string[]) =>
    `/compare/${kindType}?items=${slugs.map(encodeURIComponent).join(',')}`,
  comparePattern: '/compare/:kindType',
} as const;
