/**
 * The visitor's pages that are not built from the listing kinds table, as the client routes
 * them, and the administrator's post editor pages.
 */
export const sitePages = {
  home: '/',
  blog: '/blog',
  postPrefix: '/posts/',
  suggestRewards: '/suggest-rewards',
  postAdminRoutes: ['/blog/new-post', '/blog/update'],
} as const;
