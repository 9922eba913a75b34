import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  noMerchantEvidence,
  singaporeDay,
  spendCategories,
  type StoredWallet,
} from '@sg-finance/contract';
import { capPeriodStart } from '@sg-finance/finance';
import { formatDate } from '../../../lib/dates';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';
import { getMyWallet, searchMerchants } from '../api/wallet-api';
import { WhichCardPage } from './which-card-page';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/wallet-api', () => ({
  getMyWallet: vi.fn(),
  saveMyWallet: vi.fn(),
  searchMerchants: vi.fn(),
}));

const onlineMiles = listingWithTerms('card', 'a'.repeat(24), 'Online Miles', {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'online', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
});
const flatCashback = listingWithTerms('card', 'b'.repeat(24), 'Flat Cashback', {
  rewardType: 'cashback',
  baseRate: 1.5,
});
const notHeld = listingWithTerms('card', 'c'.repeat(24), 'Not Held', {
  rewardType: 'cashback',
  baseRate: 10,
});

const wallet: StoredWallet = {
  products: [
    { kind: 'card', id: onlineMiles._id },
    { kind: 'card', id: flatCashback._id },
  ],
  spend: Object.fromEntries(
    spendCategories.map((category) => [category, 0]),
  ) as StoredWallet['spend'],
  monthlyIncome: 5000,
  age: 30,
  residency: 'local',
  updatedAt: '2026-11-24T00:00:00.000Z',
};

const citiOnline = listingWithTerms('card', '8'.repeat(24), 'Citi Online Points', {
  rewardType: 'points',
  pointsCurrency: 'citi-thankyou-points',
  baseRate: 1,
  earn: [{ category: 'online', rate: 10 }],
});
const contactlessDining = listingWithTerms('card', 'd'.repeat(24), 'Contactless Dining', {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'dining', rate: 4, channels: ['contactless', 'mobileWallet'] }],
});
const noTax = listingWithTerms('card', 'e'.repeat(24), 'No Tax Cashback', {
  rewardType: 'cashback',
  baseRate: 1,
  noEarnMccs: ['9311'],
});
const statementMiles = listingWithTerms('card', 'f'.repeat(24), 'Statement Miles', {
  rewardType: 'miles',
  baseRate: 0.4,
  capPeriod: 'statementMonth',
  earn: [{ category: 'dining', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
});

const walletOf = (...cards: { _id: string }[]): StoredWallet => ({
  ...wallet,
  products: cards.map((card) => ({ kind: 'card', id: card._id })),
});

/** Notes a purchase made today on `card` through the page's form. */
async function noteSpend(
  user: ReturnType<typeof userEvent.setup>,
  card: string,
  amount: string,
  category: string,
) {
  const form = screen.getByRole('form', { name: 'Note a purchase you made' });
  await user.selectOptions(within(form).getByLabelText('Card'), card);
  await user.type(within(form).getByLabelText('Amount spent (S$)'), amount);
  await user.selectOptions(within(form).getByLabelText('Spent on'), category);
  await user.click(within(form).getByRole('button', { name: 'Note this purchase' }));
}

const shopee = {
  _id: 'm1',
  name: 'Shopee',
  aliases: [],
  category: 'online' as const,
  excludedNote: '',
  slug: 'shopee',
  evidence: noMerchantEvidence,
  createdAt: '',
  updatedAt: '',
};

const diningMiles = listingWithTerms('card', '9'.repeat(24), 'Dining Miles', {
  rewardType: 'miles',
  baseRate: 0.4,
  earn: [{ category: 'dining', rate: 4, excludedMccs: ['5814'] }],
});
const kopiCorner = {
  ...shopee,
  _id: 'm2',
  name: 'Kopi Corner',
  slug: 'kopi-corner',
  category: 'dining' as const,
  evidence: {
    codes: [
      { mcc: '5814', reports: 2, latest: '2026-11-03' },
      { mcc: '5812', reports: 1, latest: '2026-10-01' },
    ],
    reports: 3,
    sureness: 'likely' as const,
  },
};

describe('which card for this purchase', () => {
  it('sends a visitor who is not signed in to sign in and come back', () => {
    const { router } = renderRoute(<WhichCardPage />, { path: '/which-card' });

    expect(router.state.location.search).toBe('?next=%2Fwhich-card');
  });

  it('answers with the held card that pays most, given the cap already used this month', async () => {
    serveListings([onlineMiles, flatCashback, notHeld]);
    vi.mocked(getMyWallet).mockResolvedValue(wallet);
    vi.mocked(searchMerchants).mockResolvedValue([shopee]);
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.type(await screen.findByLabelText('Merchant'), 'shop');
    await user.click(await screen.findByRole('button', { name: /Shopee/ }));
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.selectOptions(screen.getByLabelText('How you pay'), 'online');
    await noteSpend(user, 'Online Miles', '800', 'online');

    // Online Miles: S$200 of its S$1,000 cap left: 200 × 4 + 100 × 0.4 = 840 miles × 1.5 cents
    // = S$12.60. Flat Cashback: 300 × 1.5% = S$4.50.
    expect(screen.getByRole('heading', { name: 'Use Online Miles' })).toBeVisible();
    expect(screen.getByTestId('best-earn')).toHaveTextContent('S$12.60 (840 miles)');
    expect(screen.getByTestId('best-cap')).toHaveTextContent(
      'S$0.00 of online spend left at the bonus rate this month.',
    );
    expect(screen.getByRole('row', { name: /Flat Cashback/ })).toHaveTextContent('S$4.50');
    expect(screen.queryByText(/Not Held/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Suggest a correction' })).toHaveAttribute(
      'href',
      '/suggest-rewards',
    );

    await noteSpend(user, 'Online Miles', '200', 'online');
    // The cap is used up: 300 × 0.4 = 120 miles = S$1.80, so Flat Cashback's S$4.50 wins.
    expect(screen.getByRole('heading', { name: 'Use Flat Cashback' })).toBeVisible();
    // Kept on the device for this user, and read back on the next visit.
    expect(
      JSON.parse(localStorage.getItem(`which-card-log:${visitorInfo._id}`)!).spends,
    ).toHaveLength(2);
  });

  it('pays a contactless-only bonus in store, not online', async () => {
    serveListings([contactlessDining, flatCashback]);
    vi.mocked(getMyWallet).mockResolvedValue(walletOf(contactlessDining, flatCashback));
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.selectOptions(await screen.findByLabelText('Or a category'), 'dining');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.selectOptions(screen.getByLabelText('How you pay'), 'contactless');
    // 100 × 4 = 400 miles × 1.5 cents = S$6.00 against 100 × 1.5% = S$1.50.
    expect(screen.getByRole('heading', { name: 'Use Contactless Dining' })).toBeVisible();
    expect(screen.getByTestId('best-earn')).toHaveTextContent('S$6.00 (400 miles)');

    await user.selectOptions(screen.getByLabelText('How you pay'), 'online');
    // Online the bonus does not count: 100 × 0.4 = 40 miles = S$0.60, below S$1.50.
    expect(screen.getByRole('heading', { name: 'Use Flat Cashback' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Contactless Dining/ })).toHaveTextContent(
      'The dining bonus counts only paid contactless or with a mobile wallet; No bonus rate on dining this month.',
    );
  });

  it('values a points card’s points through its currency at my own mile, and says how they convert', async () => {
    serveListings([citiOnline, flatCashback]);
    vi.mocked(getMyWallet).mockResolvedValue({
      ...walletOf(citiOnline, flatCashback),
      mileValueCents: 2,
    });
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.selectOptions(await screen.findByLabelText('Or a category'), 'online');
    await user.type(screen.getByLabelText('Amount'), '120');
    await user.selectOptions(screen.getByLabelText('How you pay'), 'online');
    // 120 × 10 = 1,200 Citi ThankYou Points × 0.4 = 480 miles × 2 cents = S$9.60, against
    // 120 × 1.5% = S$1.80.
    expect(screen.getByRole('heading', { name: 'Use Citi Online Points' })).toBeVisible();
    expect(screen.getByTestId('best-earn')).toHaveTextContent('S$9.60 (1,200 points)');
    expect(screen.getByTestId('best-conversion')).toHaveTextContent(
      'Earned as Citi ThankYou Points: 25,000 give 10,000 KrisFlyer miles, S$27.25 a conversion',
    );
  });

  it('says so when no card earns anything, as on tax paid to IRAS', async () => {
    serveListings([noTax]);
    vi.mocked(getMyWallet).mockResolvedValue(walletOf(noTax));
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.selectOptions(await screen.findByLabelText('Or a category'), 'government');
    await user.type(screen.getByLabelText('Amount'), '2000');
    await user.type(screen.getByLabelText('Merchant category code (MCC), if you know it'), '9311');

    expect(
      screen.getByRole('heading', { name: 'No card of yours earns anything on this purchase' }),
    ).toBeVisible();
    expect(screen.getByTestId('nothing-earned')).toHaveTextContent(
      'No Tax Cashback: MCC 9311 earns nothing on this card.',
    );
    expect(screen.getByTestId('assumed-code')).toHaveTextContent(
      'Judged as MCC 9311, paid in store with the card inserted or swiped, in Singapore dollars.',
    );
  });

  it('refuses a code that is not four digits and a purchase noted after today', async () => {
    serveListings([onlineMiles]);
    vi.mocked(getMyWallet).mockResolvedValue(walletOf(onlineMiles));
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.type(await screen.findByLabelText('Amount'), '50');
    await user.type(screen.getByLabelText('Merchant category code (MCC), if you know it'), '58');
    expect(screen.getByText('MCC must be a merchant category code of four digits')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Use / })).toBeNull();

    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.type(screen.getByLabelText('Amount spent (S$)'), '10');
    await user.click(screen.getByRole('button', { name: 'Note this purchase' }));
    expect(screen.getByText('Date must not be after today')).toBeVisible();
    expect(localStorage.getItem(`which-card-log:${visitorInfo._id}`)).toBeNull();
  });

  it('counts a statement-month card from the day after its statement day', async () => {
    serveListings([statementMiles]);
    vi.mocked(getMyWallet).mockResolvedValue(walletOf(statementMiles));
    const today = singaporeDay(new Date());
    localStorage.setItem(
      `which-card-log:${visitorInfo._id}`,
      JSON.stringify({
        statementDays: {},
        spends: [
          { id: 's1', cardId: statementMiles._id, day: today, amount: 40, category: 'dining' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    const period = await screen.findByTestId(`period-${statementMiles._id}`);
    expect(period).toHaveTextContent(
      `Counts its caps by statement month: give its statement day. Until then, S$40.00 since ${formatDate(capPeriodStart('calendarMonth', undefined, today))}.`,
    );
    await user.type(screen.getByLabelText('Statement day of Statement Miles'), '15');
    expect(period).toHaveTextContent(
      `Counts its caps by statement month: S$40.00 since ${formatDate(capPeriodStart('statementMonth', 15, today))}.`,
    );
    await user.clear(screen.getByLabelText('Statement day of Statement Miles'));
    await user.type(screen.getByLabelText('Statement day of Statement Miles'), '32');
    expect(screen.getByText('Statement day must be at most 31')).toBeVisible();
  });

  it('values miles at what a mile is worth to the person', async () => {
    serveListings([onlineMiles, flatCashback]);
    vi.mocked(getMyWallet).mockResolvedValue({ ...wallet, mileValueCents: 2.5 });
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    expect(await screen.findByText(/at 2\.5 cents a mile, your own value\./)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Or a category'), 'online');
    await user.type(screen.getByLabelText('Amount'), '100');
    // 100 × 4 = 400 miles × 2.5 cents = S$10.00 (S$6.00 at the site's 1.5 cents).
    expect(screen.getByTestId('best-earn')).toHaveTextContent('S$10.00 (400 miles)');
  });

  it('asks for the cards first when the wallet holds none', async () => {
    serveListings([onlineMiles]);
    vi.mocked(getMyWallet).mockResolvedValue(null);
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    expect(await screen.findByText(/Your wallet holds no credit card yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your cards' })).toHaveAttribute('href', '/me');
  });

  it('assumes the code the reports make likely, says so, and shows the evidence', async () => {
    serveListings([diningMiles, flatCashback]);
    vi.mocked(getMyWallet).mockResolvedValue(walletOf(diningMiles, flatCashback));
    vi.mocked(searchMerchants).mockResolvedValue([kopiCorner]);
    const user = userEvent.setup();
    renderRoute(<WhichCardPage />, {
      path: '/which-card',
      preloadedState: signedInState(visitorInfo),
    });

    await user.type(await screen.findByLabelText('Merchant'), 'kopi');
    await user.click(await screen.findByRole('button', { name: /Kopi Corner/ }));
    await user.type(screen.getByLabelText('Amount'), '10');

    expect(screen.getByTestId('merchant-evidence')).toHaveTextContent(
      'MCC 5814 in 2 reports, latest 03/Nov/2026; 1 report says 5812. Likely: more reports name it than any other code.',
    );
    expect(screen.getByRole('link', { name: 'Its reports, or report yours' })).toHaveAttribute(
      'href',
      '/merchants/kopi-corner',
    );
    expect(screen.getByTestId('assumed-code')).toHaveTextContent(
      'Judged as MCC 5814, the code the reports name, paid in store with the card inserted or swiped, in Singapore dollars.',
    );
    // 5814 is out of Dining Miles' bonus: 10 × 0.4 = 4 miles × 1.5 cents = S$0.06, below
    // Flat Cashback's 10 × 1.5% = S$0.15.
    expect(screen.getByRole('heading', { name: 'Use Flat Cashback' })).toBeVisible();

    // A code typed in wins over the reports': 5812 is in the bonus, 40 miles = S$0.60.
    await user.type(screen.getByLabelText('Merchant category code (MCC), if you know it'), '5812');
    expect(screen.getByTestId('assumed-code')).toHaveTextContent(
      'Judged as MCC 5812, paid in store with the card inserted or swiped, in Singapore dollars.',
    );
    expect(screen.getByRole('heading', { name: 'Use Dining Miles' })).toBeVisible();
  });
});
