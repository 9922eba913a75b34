import type { RootState } from '../app/store';
import type { UserInfo } from '@sg-finance/contract';
import type { Post } from '@sg-finance/contract';
import type { KindUi } from '../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';

/** A listing of `kind` whose every detail list of the kind has two lines. */
export function buildListing(kind: KindUi, overrides: Partial<Listing> = {}): Listing {
  const lists = Object.fromEntries(
    kind.sections.map((section) => [
      section.field,
      [`${section.title} line one`, `${section.title} line two`],
    ]),
  );
  return {
    _id: `${kind.key}-id-1`,
    title: `Test ${kind.noun}`,
    slug: `test-${kind.key}`,
    subtitle: `The subtitle of the test ${kind.noun}`,
    priority: 0,
    category: 'DBS',
    image: '/uploads/test.png',
    tiers: { tier1: 'Tier one text', tier2: 'Tier two text', tier3: 'Tier three text' },
    rewardOffer: [
      { description: 'S$200 cash on sign-up', tag: 'Cash', link: 'https://rewards.example/cash' },
    ],
    createdAt: '2024-03-05T14:07:09.000Z',
    updatedAt: '2024-03-05T14:07:09.000Z',
    ...lists,
    ...overrides,
  };
}

export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'post-id-1',
    title: 'How to pick a miles card',
    slug: 'pick-a-miles-card',
    priority: 0,
    description: 'A short guide.',
    tags: ['Finance'],
    author: 'Jane Tan',
    richTextDescription: JSON.stringify({
      blocks: [
        {
          key: 'a1',
          text: 'Miles cards reward travel.',
          type: 'unstyled',
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [],
          data: {},
        },
      ],
      entityMap: {},
    }),
    bodyHtml: '<p>Miles cards reward travel.</p>\n',
    image: '/uploads/post.png',
    createdAt: '2024-03-05T14:07:09',
    updatedAt: '2024-03-05T14:07:09',
    ...overrides,
  };
}

export const visitorInfo: UserInfo = {
  _id: 'user-1',
  name: 'Visitor',
  email: 'visitor@example.com',
  isAdmin: false,
  token: 'visitor-token',
};

export const adminInfo: UserInfo = {
  _id: 'admin-1',
  name: 'Admin',
  email: 'admin@example.com',
  isAdmin: true,
  token: 'admin-token',
};

/** Preloaded state of a signed-in session. */
export function signedInState(userInfo: UserInfo): Pick<RootState, 'user'> {
  return {
    user: {
      userInfo,
      login: { loading: false, error: null },
      register: { loading: false, success: false, error: null },
      message: null,
      sessionExpired: false,
    },
  };
}
