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

/**
 * Each page's description, its meta description and the line under its h1. Apart from the table,
 * so the footer that every visitor's first page draws does not carry them.
 */
export const infoPageDescriptions: Readonly<Record<InfoPageKey, string>> = {
  about: 'Who runs SG Finance Rewards, what it compares and how it keeps the figures honest.',
  methodology:
    'How the card finder ranks cards, how values in S$ are counted, what a mile is worth and how the terms are checked.',
  advertising:
    'How SG Finance Rewards is paid, what a sponsored link is, and what money never changes.',
  privacy:
    'What SG Finance Rewards stores about you, why and for how long, and how to download, correct or delete it.',
  terms: 'The terms on which you use SG Finance Rewards and its calculators.',
};

export function infoPage(key: InfoPageKey): InfoPage {
  return infoPages.find((page) => page.key === key)!;
}
