import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  singaporeDay,
  spendCategories,
  type Application,
  type StoredWallet,
} from '@sg-finance/contract';
import { monthsBefore } from '@sg-finance/finance';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { getMyProfile } from '../api/my-profile';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/my-profile', () => ({ getMyProfile: vi.fn() }));
const tracker = vi.hoisted(() => ({ applications: [] as Partial<Application>[] }));
vi.mock('../../applications/api/applications-api', () => ({
  getMyApplications: () => Promise.resolve(tracker.applications),
  getNotificationSettings: () => Promise.resolve({ remindersOff: [], digest: false }),
}));

const profile: StoredWallet = {
  products: [],
  spend: {
    ...(Object.fromEntries(
      spendCategories.map((category) => [category, 0]),
    ) as StoredWallet['spend']),
    dining: 450,
    online: 120,
  },
  monthlyIncome: 6000,
  age: 41,
  residency: 'foreigner',
  mileValueCents: 2.2,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('Use my profile', () => {
  it('fills the card finder from the saved profile, income a month made a year', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(profile);
    const user = userEvent.setup();
    const { router } = renderApp('/cards/finder', { preloadedState: signedInState(visitorInfo) });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByRole('textbox', { name: 'Dining' })).toHaveValue('450');
    const address = new URLSearchParams(router.state.location.search);
    // S$6,000 a month × 12 = S$72,000 a year.
    expect(Object.fromEntries(address)).toMatchObject({
      dining: '450',
      online: '120',
      groceries: '0',
      income: '72000',
      age: '41',
      residency: 'foreigner',
      mile: '2.2',
    });
    expect(screen.getByLabelText('Foreigner')).toBeChecked();
  });

  it('fills the providers held from the wallet, marks the cards held and says why a gift is not theirs', async () => {
    const cashbackTerms = { rewardType: 'cashback' as const, baseRate: 1 };
    const revolution = {
      ...listingWithTerms('card', 'hsbc-revolution-card', 'HSBC Revolution Card', {
        ...cashbackTerms,
        welcome: { value: 450, unit: 'SGD' as const, newToBankOnly: true },
      }),
      category: 'HSBC',
    };
    const travelOne = {
      ...listingWithTerms('card', 'hsbc-travelone-card', 'HSBC TravelOne Card', cashbackTerms),
      category: 'HSBC',
    };
    const liveFresh = {
      ...listingWithTerms('card', 'dbs-live-fresh-card', 'DBS Live Fresh Card', cashbackTerms),
      category: 'DBS',
    };
    serveListings([revolution, travelOne, liveFresh]);
    const elevenMonthsAgo = monthsBefore(singaporeDay(new Date()), 11);
    vi.mocked(getMyProfile).mockResolvedValue({
      ...profile,
      residency: 'local',
      products: [{ kind: 'card', id: liveFresh._id }],
      closedProducts: [{ kind: 'card', id: travelOne._id, closedOn: elevenMonthsAgo }],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/cards/finder', { preloadedState: signedInState(visitorInfo) });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByRole('checkbox', { name: 'DBS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'HSBC' })).not.toBeChecked();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      held: 'DBS',
      cards: liveFresh.slug,
      closed: `${travelOne.slug}:${elevenMonthsAgo}`,
    });
    const rowOf = (title: string) =>
      within(screen.getByRole('region', { name: 'Results' }))
        .getAllByRole('listitem')
        .find(
          (item) => item.classList.contains('calculator-row') && item.textContent?.includes(title),
        ) as HTMLElement;
    expect(rowOf('DBS Live Fresh Card')).toHaveTextContent('You hold this card');
    expect(rowOf('HSBC Revolution Card')).toHaveTextContent(
      'Welcome gift not available to you: you held an HSBC card in the last 12 months.',
    );
    expect(rowOf('HSBC TravelOne Card')).not.toHaveTextContent('You hold this card');
  });

  it('fills the cards applied for from the tracker, and says why their bank’s gift is not theirs', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T04:00:00Z'), toFake: ['Date'] });
    const cashbackTerms = { rewardType: 'cashback' as const, baseRate: 1 };
    const altitude = {
      ...listingWithTerms('card', 'dbs-altitude-card', 'DBS Altitude Card', {
        ...cashbackTerms,
        welcome: { value: 300, unit: 'SGD' as const, newToBankOnly: true },
      }),
      category: 'DBS',
    };
    const liveFresh = {
      ...listingWithTerms('card', 'dbs-live-fresh-card', 'DBS Live Fresh Card', cashbackTerms),
      category: 'DBS',
    };
    serveListings([altitude, liveFresh]);
    tracker.applications = [
      {
        id: 'application-1',
        product: { kind: 'card', id: liveFresh._id, title: liveFresh.title, slug: liveFresh.slug },
        appliedOn: '2026-11-03',
        approvedOn: '2026-11-10',
      },
    ];
    vi.mocked(getMyProfile).mockResolvedValue({ ...profile, residency: 'local' });
    try {
      const user = userEvent.setup();
      const { router } = renderApp('/cards/finder', {
        preloadedState: signedInState(visitorInfo),
      });

      await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

      await screen.findByRole('checkbox', { name: 'DBS' });
      await vi.waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('applied')).toBe(
          `${liveFresh.slug}:2026-11-03:2026-11-10`,
        ),
      );
      const altitudeRow = within(screen.getByRole('region', { name: 'Results' }))
        .getAllByRole('listitem')
        .find(
          (item) =>
            item.classList.contains('calculator-row') &&
            item.textContent?.includes('DBS Altitude Card'),
        );
      expect(altitudeRow).toHaveTextContent(
        'Welcome gift not available to you: you applied for a DBS card on 03/Nov/2026.',
      );
    } finally {
      tracker.applications = [];
      vi.useRealTimers();
    }
  });

  it('fills the insurance calculator with the age', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(profile);
    const user = userEvent.setup();
    const { router } = renderApp('/insurances/calculator', {
      preloadedState: signedInState(visitorInfo),
    });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByDisplayValue('41')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('age')).toBe('41');
  });

  it('fills the savings calculator with the income as salary and the whole spend as card spend', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(profile);
    const user = userEvent.setup();
    const { router } = renderApp('/savings/calculator', {
      preloadedState: signedInState(visitorInfo),
    });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    // Spend: dining S$450 + online S$120 = S$570 a month; the salary is the income a month.
    expect(await screen.findByRole('textbox', { name: 'Card spend a month' })).toHaveValue('570');
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toMatchObject({ salary: '6000', spend: '570' });
  });

  it('says where to save a profile when there is none', async () => {
    serveListings([]);
    vi.mocked(getMyProfile).mockResolvedValue(null);
    const user = userEvent.setup();
    renderApp('/cards/finder', { preloadedState: signedInState(visitorInfo) });

    await user.click(await screen.findByRole('button', { name: 'Use my profile' }));

    expect(await screen.findByRole('link', { name: 'fill in My wallet' })).toHaveAttribute(
      'href',
      '/me',
    );
  });

  it('is not shown to a visitor who is not signed in', async () => {
    serveListings([]);
    renderApp('/cards/finder');

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use my profile' })).toBeNull();
  });
});
