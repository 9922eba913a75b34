/**
 * The site's pages about itself, linked from every page's footer: the client routes them, the
 * server writes their head and lists them in the sitemap.
 */
export const infoPages = [
  { key: 'about', path: '/about', title: 'About us' },
  { key: 'methodology', path: '/how-we-rank', title: 'How we rank and calculate' },
  { key: 'advertising', path: '/advertising-disclosure', title: 'Advertising disclosure' },
  { key: 'privacy', path: '/privacy', title: 'Privacy' },
  { key: 'terms', path: '/terms', title: 'Terms of use' },
] as const;

export type InfoPage = (typeof infoPages)[number];
export type InfoPageKey = InfoPage['key'];

export function infoPage(key: InfoPageKey): InfoPage {
  return infoPages.find((page) => page.key === key)!;
}
