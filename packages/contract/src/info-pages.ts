/**
 * The site's pages about itself, linked from every page's footer: the client routes them, the
 * server writes their head and lists them in the sitemap.
 */
export const infoPages = [
  {
    key: 'about',
    path: '/about',
    title: 'About us',
    description:
      'Who runs SG Finance Rewards, what it compares and how it keeps the figures honest.',
  },
  {
    key: 'methodology',
    path: '/how-we-rank',
    title: 'How we rank and calculate',
    description:
      'How the card finder ranks cards, how values in S$ are counted, what a mile is worth and how the terms are checked.',
  },
  {
    key: 'advertising',
    path: '/advertising-disclosure',
    title: 'Advertising disclosure',
    description:
      'How SG Finance Rewards is paid, what a sponsored link is, and what money never changes.',
  },
  {
    key: 'privacy',
    path: '/privacy',
    title: 'Privacy',
    description: 'What SG Finance Rewards stores about you, why, and for how long.',
  },
  {
    key: 'terms',
    path: '/terms',
    title: 'Terms of use',
    description: 'The terms on which you use SG Finance Rewards and its calculators.',
  },
] as const;

export type InfoPage = (typeof infoPages)[number];
export type InfoPageKey = InfoPage['key'];

export function infoPage(key: InfoPageKey): InfoPage {
  return infoPages.find((page) => page.key === key)!;
}
