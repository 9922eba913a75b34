import type { InfoPageKey } from './info-pages.js';

/**
 * Each page's description, its meta description and the line under its h1. A module apart from
 * the table (`info-pages.ts`), so the footer that every visitor's first page draws does not carry
 * them: a bundler places a module whole.
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
