import { screen } from '@testing-library/react';
import {
  singaporeDay,
  spendCategories,
  type Application,
  type StoredWallet,
} from '@sg-finance/contract';
import { monthsBefore } from '@sg-finance/finance';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';
import { kindOf } from '../../../lib/listings/kind-of';
import { getMyWallet } from '../api/wallet-api';
import { WelcomeOfferVerdict } from './welcome-offer-verdict';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/wallet-api', () => ({ getMyWallet: vi.fn() }));
const tracker = vi.hoisted(() => ({ applications: [] as Partial<Application>[] }));
vi.mock('../../applications/api/applications-api', () => ({
  getMyApplications: () => Promise.resolve(tracker.applications),
  getNotificationSettings: () => Promise.resolve({ remindersOff: [], digest: false }),
}));

const cardKind = kindOf('card');
const revolution = {
  ...listingWithTerms('card', 'c'.repeat(24), 'HSBC Revolution Card', {
    rewardType: 'miles',
    baseRate: 0.4,
    minIncome: 30_000,
    welcome: { value: 450, unit: 'SGD', newToBankOnly: true, usPersonsExcluded: true },
  }),
  category: 'HSBC',
};
const travelOne = {
  ...listingWithTerms('card', 'd'.repeat(24), 'HSBC TravelOne Card'),
  category: 'HSBC',
};

const wallet: StoredWallet = {
  products: [],
  spend: Object.fromEntries(
    spendCategories.map((category) => [category, 0]),
  ) as StoredWallet['spend'],
  monthlyIncome: 6000,
  age: 34,
  residency: 'local',
  closedProducts: [],
  usPerson: false,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

function renderVerdict() {
  return renderRoute(<WelcomeOfferVerdict kind={cardKind} listing={revolution} />, {
    path: '/cards/:slugOrId',
    preloadedState: signedInState(visitorInfo),
  });
}

/** An application in the tracker for `product`, made on `appliedOn`. */
const applicationFor = (product: { _id: string; slug: string }, appliedOn: string) => ({
  id: `application-${product.slug}`,
  product: { kind: 'card' as const, id: product._id, title: product.slug, slug: product.slug },
  appliedOn,
});

describe('whether the visitor would get the welcome gift', () => {
  beforeEach(() => {
    tracker.applications = [];
  });

  it('says the gift is not available, with every reason, to someone who held a card of the bank 11 months ago', async () => {
    serveListings([revolution, travelOne]);
    vi.mocked(getMyWallet).mockResolvedValue({
      ...wallet,
      monthlyIncome: 2000,
      usPerson: true,
      closedProducts: [
        {
          kind: 'card',
          id: travelOne._id,
          closedOn: monthsBefore(singaporeDay(new Date()), 11),
        },
      ],
    });
    renderVerdict();

    // S$2,000 a month × 12 = S$24,000 a year, below the card's S$30,000.
    expect(await screen.findByText(/^Welcome gift not available to you:/)).toBeVisible();
    expect(screen.getByText(/not available/).closest('p')).toHaveTextContent(
      'Welcome gift not available to you: you held an HSBC card in the last 12 months; income below S$30,000; not open to US persons.',
    );
  });

  it('says the gift is theirs when the card was closed 12 months ago to the day', async () => {
    serveListings([revolution, travelOne]);
    vi.mocked(getMyWallet).mockResolvedValue({
      ...wallet,
      closedProducts: [
        { kind: 'card', id: travelOne._id, closedOn: monthsBefore(singaporeDay(new Date()), 12) },
      ],
    });
    renderVerdict();

    expect(
      await screen.findByText('From your wallet, you would get this welcome gift.'),
    ).toBeVisible();
  });

  it('asks for a wallet when none is saved', async () => {
    serveListings([revolution]);
    vi.mocked(getMyWallet).mockResolvedValue(null);
    renderVerdict();
    expect(await screen.findByRole('link', { name: 'Fill in My wallet' })).toHaveAttribute(
      'href',
      '/me',
    );
  });

  describe('with the applications of the tracker, on 28/Nov/2026 in Singapore', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: new Date('2026-11-28T04:00:00Z'), toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('names the day of an application for another card of the bank within 12 months', async () => {
      serveListings([revolution, travelOne]);
      vi.mocked(getMyWallet).mockResolvedValue(wallet);
      tracker.applications = [applicationFor(travelOne, '2026-11-03')];
      renderVerdict();

      expect(await screen.findByText(/^Welcome gift not available to you:/)).toBeVisible();
      expect(screen.getByText(/not available/).closest('p')).toHaveTextContent(
        'Welcome gift not available to you: you applied for an HSBC card on 03/Nov/2026.',
      );
    });

    it('no longer counts an application made 12 months ago to the day, never approved', async () => {
      serveListings([revolution, travelOne]);
      vi.mocked(getMyWallet).mockResolvedValue(wallet);
      tracker.applications = [applicationFor(travelOne, '2025-11-28')];
      renderVerdict();

      expect(
        await screen.findByText('From your wallet, you would get this welcome gift.'),
      ).toBeVisible();
    });

    it('points to My applications for the card applied for itself', async () => {
      serveListings([revolution, travelOne]);
      vi.mocked(getMyWallet).mockResolvedValue(wallet);
      tracker.applications = [applicationFor(revolution, '2026-11-20')];
      renderVerdict();

      const note = await screen.findByText(/^You applied for it on/);
      expect(note).toHaveTextContent(
        'You applied for it on 20/Nov/2026: My applications follows its welcome gift.',
      );
      expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute(
        'href',
        '/me/applications',
      );
    });
  });
});
