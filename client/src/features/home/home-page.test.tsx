import { act, screen, within } from '@testing-library/react';
import type { Listing } from '@sg-finance/contract';
import { buildListing, buildPost } from '../../testing/fixtures';
import { renderApp } from '../../testing/test-utils';
import { ApiRequestError } from '../../lib/api-client';
import { getPosts } from '../blog';
import { getListings } from '../../lib/listings/listings-api';
import { kindUiByKey, type KindUi } from '../../lib/listings/kind-uis';
import { monthNames } from '../../lib/dates';

vi.mock('../../lib/listings/listings-api', () => ({ getListings: vi.fn(), getListing: vi.fn() }));
vi.mock('../blog/api/posts-api', () => ({ getPosts: vi.fn(), getPost: vi.fn() }));

const dayMs = 24 * 60 * 60 * 1000;
const singaporeOffsetMs = 8 * 60 * 60 * 1000;

/** The Singapore calendar date `days` from today, as an offer's `expiresAt` and as shown. */
function singaporeDay(days: number) {
  const date = new Date(Date.now() + singaporeOffsetMs + days * dayMs);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return {
    expiresAt: date.toISOString().slice(0, 10),
    shown: `${day}/${monthNames[date.getUTCMonth()]}/${date.getUTCFullYear()}`,
  };
}

const card = kindUiByKey('card');
const saving = kindUiByKey('saving');
const loan = kindUiByKey('loan');

function offer(description: string, expiresAt?: string) {
  return { description, tag: 'Gift', link: 'https://rewards.example/apply', expiresAt };
}

const milesCard = buildListing(card, {
  _id: 'c1',
  slug: 'miles-card',
  title: 'Miles Card',
  rewardOffer: [offer('30,000 miles on sign-up')],
});
const cashCard = buildListing(card, {
  _id: 'c2',
  slug: 'cash-card',
  title: 'Cash Card',
  rewardOffer: [offer('S$300 cash', singaporeDay(10).expiresAt)],
});
const bonusSaving = buildListing(saving, {
  _id: 's1',
  slug: 'bonus-saver',
  title: 'Bonus Saver',
  rewardOffer: [offer('S$50 for new savers', singaporeDay(3).expiresAt)],
});
const laterLoan = buildListing(loan, {
  _id: 'l1',
  slug: 'later-loan',
  title: 'Later Loan',
  rewardOffer: [offer('S$100 on approval', singaporeDay(30).expiresAt)],
});

function answerListings(byKind: Partial<Record<string, Listing[]>>, failing: string[] = []) {
  vi.mocked(getListings).mockImplementation((kind: KindUi) => {
    if (failing.includes(kind.key)) {
      return Promise.reject(new ApiRequestError('The listings are unavailable', 503));
    }
    const items = byKind[kind.key] ?? [];
    return Promise.resolve({ items, total: items.length });
  });
}

const posts = [
  buildPost({ _id: 'p1', slug: 'oldest', title: 'Oldest post', createdAt: '2026-01-01T00:00:00Z' }),
  buildPost({ _id: 'p2', slug: 'newest', title: 'Newest post', createdAt: '2026-04-01T00:00:00Z' }),
  buildPost({ _id: 'p3', slug: 'middle', title: 'Middle post', createdAt: '2026-03-01T00:00:00Z' }),
  buildPost({ _id: 'p4', slug: 'second', title: 'Second post', createdAt: '2026-03-15T00:00:00Z' }),
];

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the home page', () => {
  it("shows the spec's texts, the banner's way in and the calculators while its calls load", () => {
    vi.mocked(getListings).mockReturnValue(new Promise(() => undefined));
    vi.mocked(getPosts).mockReturnValue(new Promise(() => undefined));
    renderApp('/');

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('Looking for Credit Cards, Brokerage Accounts, Loans? Start here!'),
    ).toBeVisible();
    const banner = within(
      screen.getByRole('region', { name: 'Take Control Of Your Finances Today' }),
    );
    expect(banner.getByRole('link', { name: 'Find the card that pays you most' })).toHaveAttribute(
      'href',
      '/cards/finder',
    );
    const calculators = section('Calculators');
    expect(calculators.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cards/finder',
      '/investments/calculator',
      '/insurances/calculator',
      '/savings/calculator',
      '/fixed-deposits/calculator',
      '/loans/calculator',
    ]);
    expect(screen.queryByRole('region', { name: 'Best welcome rewards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers ending soon' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest posts' })).not.toBeInTheDocument();
  });

  it('lists the cards with the best welcome rewards, each linking to its page with its offer', async () => {
    answerListings({ card: [milesCard, cashCard] });
    vi.mocked(getPosts).mockResolvedValue({ data: [], tags: [] });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Best welcome rewards' });
    expect(vi.mocked(getListings)).toHaveBeenCalledWith(
      card,
      expect.objectContaining({ sort: '-welcomeValue', page: 1, limit: 4 }),
    );
    const best = section('Best welcome rewards');
    const items = best.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Credit Cards · DBSMiles Card30,000 miles on sign-up',
      `Credit Cards · DBSCash CardS$300 cash`,
    ]);
    expect(best.getByRole('link', { name: 'Miles Card' })).toHaveAttribute(
      'href',
      '/cards/miles-card',
    );
  });

  it('lists offers of any kind ending within 14 days, soonest first, with their end date', async () => {
    answerListings({ card: [milesCard, cashCard], saving: [bonusSaving], loan: [laterLoan] });
    vi.mocked(getPosts).mockResolvedValue({ data: [], tags: [] });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Offers ending soon' });
    const ending = section('Offers ending soon');
    const items = ending.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      `Bonus SaverS$50 for new saversEnds ${singaporeDay(3).shown}`,
    );
    expect(items[1]).toHaveTextContent(`Cash CardS$300 cashEnds ${singaporeDay(10).shown}`);
    expect(ending.getByRole('link', { name: 'Bonus Saver' })).toHaveAttribute(
      'href',
      '/savings/bonus-saver',
    );
    expect(ending.queryByText('Later Loan')).not.toBeInTheDocument();
  });

  it('links the three newest posts, newest first', async () => {
    answerListings({});
    vi.mocked(getPosts).mockResolvedValue({ data: posts, tags: [] });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Latest posts' });
    const latest = section('Latest posts');
    const links = latest.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Newest post',
      'Second post',
      'Middle post',
    ]);
    expect(links[0]).toHaveAttribute('href', '/posts/newest');
    expect(screen.queryByRole('region', { name: 'Best welcome rewards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers ending soon' })).not.toBeInTheDocument();
  });

  it('hides only the section whose call fails', async () => {
    answerListings({ card: [milesCard, cashCard], saving: [bonusSaving] });
    vi.mocked(getPosts).mockRejectedValue(new ApiRequestError('Posts are unavailable', 503));
    renderApp('/');

    await screen.findByRole('heading', { name: 'Best welcome rewards' });
    await screen.findByRole('heading', { name: 'Offers ending soon' });
    expect(screen.queryByRole('region', { name: 'Latest posts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Posts are unavailable')).not.toBeInTheDocument();
  });

  it('keeps the ending offers of the kinds that answer when another kind fails', async () => {
    answerListings({ saving: [bonusSaving] }, ['card']);
    vi.mocked(getPosts).mockResolvedValue({ data: posts, tags: [] });
    renderApp('/');

    await screen.findByRole('heading', { name: 'Offers ending soon' });
    expect(section('Offers ending soon').getAllByRole('listitem')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Latest posts' });
    expect(screen.queryByRole('region', { name: 'Best welcome rewards' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Take Control Of Your Finances Today' }),
    ).toBeVisible();
  });

  it('shows the last answers from the store when the page opens again, while it asks anew', async () => {
    answerListings({ card: [milesCard] });
    vi.mocked(getPosts).mockResolvedValue({ data: posts, tags: [] });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Latest posts' });
    await screen.findByRole('heading', { name: 'Best welcome rewards' });

    await act(() => router.navigate('/blog'));
    vi.mocked(getPosts).mockReturnValue(new Promise(() => undefined));
    vi.mocked(getListings).mockReturnValue(new Promise(() => undefined));
    const callsBefore = vi.mocked(getPosts).mock.calls.length;
    await act(() => router.navigate('/'));

    expect(section('Best welcome rewards').getByRole('link', { name: 'Miles Card' })).toBeVisible();
    expect(section('Latest posts').getAllByRole('link')).toHaveLength(3);
    expect(vi.mocked(getPosts).mock.calls.length).toBeGreaterThan(callsBefore);
  });
});
