import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { UserInfo } from '@sg-finance/contract';
import { storeUserInfo } from '../../../lib/stored-user-info';
import { initialBlogState, type BlogState } from '../../blog';
import type { Post } from '@sg-finance/contract';
import { kindUis, type KindUi } from '../../../lib/listings/kind-uis';
import { initialListingKindState, type ListingsState } from '../../listings';
import type { Listing, Provider } from '@sg-finance/contract';
import { enterText } from '../../../testing/enter-text';

export const adminUser: UserInfo = {
  _id: 'admin-1',
  name: 'Site Admin',
  email: 'admin@example.com',
  isAdmin: true,
  token: 'admin-token',
};

export const readerUser: UserInfo = { ...adminUser, _id: 'user-1', isAdmin: false };

/** Signs `user` in the way the site remembers a session, before the store is built. */
export function signIn(user: UserInfo = adminUser): void {
  storeUserInfo(user);
}

/** A listing of `kind` with two lines in each of the kind's lists. */
export function listingOf(kind: KindUi): Listing {
  return {
    _id: `${kind.key}-id-1`,
    title: `Best ${kind.noun}`,
    slug: `best-${kind.key}`,
    subtitle: `A ${kind.noun} worth having`,
    priority: 5,
    category: 'DBS',
    image: `/uploads/${kind.key}.png`,
    tiers: { tier1: 'Tier one', tier2: 'Tier two', tier3: 'Tier three' },
    rewardOffer: [{ description: 'S$200 cash', tag: 'Cash', link: 'https://bank.example/offer' }],
    createdAt: '2024-05-01T08:00:00.000Z',
    updatedAt: '2024-05-01T08:00:00.000Z',
    ...Object.fromEntries(
      kind.sections.map((section) => [
        section.field,
        [`${section.title} line 1`, `${section.title} line 2`],
      ]),
    ),
  };
}

/** The listings state with `listing` loaded as the detail of `kind`, as its detail page leaves it. */
export function listingsWithLoaded(kind: KindUi, listing: Listing): ListingsState {
  const listings = Object.fromEntries(
    kindUis.map((candidate) => [candidate.key, initialListingKindState]),
  ) as ListingsState;
  listings[kind.key] = {
    ...initialListingKindState,
    detail: { ...initialListingKindState.detail, item: listing },
  };
  return listings;
}

export const storedPost: Post = {
  _id: 'post-id-1',
  title: 'Saving for a rainy day',
  slug: 'saving-for-a-rainy-day',
  priority: 2,
  description: 'Why an emergency fund comes first.',
  tags: ['Finance', 'Savings'],
  author: 'Jane Tan',
  richTextDescription: JSON.stringify({
    blocks: [
      {
        key: 'a1b2c',
        text: 'Start with three months of expenses.',
        type: 'unstyled',
        depth: 0,
        inlineStyleRanges: [],
        entityRanges: [],
        data: {},
      },
    ],
    entityMap: {},
  }),
  bodyHtml: '<p>Start with three months of expenses.</p>\n',
  image: '/uploads/post.png',
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-01T08:00:00.000Z',
};

/** jsdom has no object URLs; the forms preview files through them. */
export function stubObjectUrls(): void {
  let created = 0;
  Object.assign(URL, {
    createObjectURL: () => {
      created += 1;
      return `blob:http://localhost/file-${created}`;
    },
    revokeObjectURL: () => undefined,
  });
}

export function pngFile(name = 'picture.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

/** The blog state with `post` loaded, as the post page leaves it. */
export function blogWithLoaded(post: Post): BlogState {
  return { ...initialBlogState, detail: { ...initialBlogState.detail, post } };
}

/** A provider as `GET /api/providers` answers it. */
export function providerOf(name: string, kind: Provider['kind'] = 'bank'): Provider {
  return {
    _id: `provider-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind,
    logo: '',
    website: '',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
}

/**
 * Types a title and picks the provider 'DBS' (which the test's providers must include): what a
 * listing needs before the form sends it.
 */
export async function fillTitleAndCategory(user: UserEvent, title = 'A listing'): Promise<void> {
  await enterText(user, screen.getByLabelText('Title'), title);
  await screen.findByRole('option', { name: 'DBS' });
  await user.selectOptions(screen.getByLabelText('Category'), 'DBS');
}
