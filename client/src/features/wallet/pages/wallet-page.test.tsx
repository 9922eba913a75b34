import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  spendCategories,
  type Application,
  type StoredWallet,
  type WalletOptimum,
  type WalletUseAnswer,
} from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/test-utils';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';
import { getMyWallet, getWalletOptimum, saveMyWallet } from '../api/wallet-api';
import { walletSavedMessage, WalletPage } from './wallet-page';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/wallet-api', () => ({
  getMyWallet: vi.fn(),
  getWalletOptimum: vi.fn(),
  saveMyWallet: vi.fn(),
  searchMerchants: vi.fn(),
}));
const tracker = vi.hoisted(() => ({ applications: [] as Partial<Application>[] }));
vi.mock('../../applications/api/applications-api', () => ({
  getMyApplications: () => Promise.resolve(tracker.applications),
  getNotificationSettings: () => Promise.resolve({ remindersOff: [], digest: false }),
}));

const noSpend = Object.fromEntries(spendCategories.map((category) => [category, 0]));
const cashback = listingWithTerms('card', 'a'.repeat(24), 'Test Cashback Card', {
  rewardType: 'cashback',
  baseRate: 0.3,
});
const savings = listingWithTerms('saving', 'b'.repeat(24), 'Bonus Saver');

function renderPage(signedIn = true) {
  return renderRoute(<WalletPage />, {
    path: '/me',
    ...(signedIn && { preloadedState: signedInState(visitorInfo) }),
  });
}

describe('the wallet page', () => {
  it('sends a visitor who is not signed in to sign in and come back', () => {
    const { router } = renderPage(false);

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fme');
  });

  it('saves the held products, the spend profile, income, age and residency', async () => {
    serveListings([cashback, savings]);
    vi.mocked(getMyWallet).mockResolvedValue(null);
    vi.mocked(saveMyWallet).mockImplementation((wallet) =>
      Promise.resolve({ ...(wallet as StoredWallet), updatedAt: '2026-11-24T00:00:00.000Z' }),
    );
    const user = userEvent.setup();
    renderPage();

    await user.selectOptions(await screen.findByLabelText('Product'), 'Test Cashback Card (DBS)');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.clear(screen.getByLabelText('Dining'));
    await user.type(screen.getByLabelText('Dining'), '450');
    await user.type(screen.getByLabelText('Income a month'), '6000');
    await user.type(screen.getByLabelText('Age'), '41');
    await user.click(screen.getByLabelText('Foreigner'));
    await user.click(screen.getByRole('button', { name: 'Save my wallet' }));

    expect(await screen.findByRole('status')).toHaveTextContent(walletSavedMessage);
    expect(saveMyWallet).toHaveBeenCalledWith({
      products: [{ kind: 'card', id: cashback._id }],
      spend: { ...noSpend, dining: 450 },
      monthlyIncome: 6000,
      age: 41,
      residency: 'foreigner',
      closedProducts: [],
      usPerson: false,
    });
    const held = screen.getByRole('group', { name: 'Products I hold' });
    expect(within(held).getByText('Test Cashback Card (DBS)')).toBeVisible();
  });

  it('saves a product closed with its day, and that the person is a US person', async () => {
    serveListings([cashback, savings]);
    vi.mocked(getMyWallet).mockResolvedValue(null);
    vi.mocked(saveMyWallet).mockImplementation((wallet) =>
      Promise.resolve({ ...(wallet as StoredWallet), updatedAt: '2026-11-24T00:00:00.000Z' }),
    );
    const user = userEvent.setup();
    renderPage();

    const closed = await screen.findByRole('group', { name: 'Products I closed' });
    await user.selectOptions(
      within(closed).getByLabelText('Product closed'),
      'Test Cashback Card (DBS)',
    );
    await user.type(within(closed).getByLabelText('Closed on'), '2025-12-28');
    await user.click(within(closed).getByRole('button', { name: 'Add closed product' }));
    expect(
      within(closed).getByText('Test Cashback Card (DBS), closed on 28/Dec/2025'),
    ).toBeVisible();
    await user.click(screen.getByLabelText(/^I am a US person/));
    await user.type(screen.getByLabelText('Income a month'), '6000');
    await user.type(screen.getByLabelText('Age'), '41');
    await user.type(screen.getByLabelText('What a mile is worth to me'), '2.2');
    await user.click(screen.getByRole('button', { name: 'Save my wallet' }));

    expect(await screen.findByRole('status')).toHaveTextContent(walletSavedMessage);
    expect(saveMyWallet).toHaveBeenCalledWith(
      expect.objectContaining({
        closedProducts: [{ kind: 'card', id: cashback._id, closedOn: '2025-12-28' }],
        usPerson: true,
        mileValueCents: 2.2,
      }),
    );
  });

  it('lists the welcome gifts with whether the saved wallet would get each, and why not', async () => {
    const gift = (value: number) => ({
      rewardType: 'cashback' as const,
      baseRate: 1,
      welcome: { value, unit: 'SGD' as const, newToBankOnly: true },
    });
    const revolution = {
      ...listingWithTerms('card', 'e'.repeat(24), 'HSBC Revolution Card', gift(450)),
      category: 'HSBC',
    };
    const uobOne = {
      ...listingWithTerms('card', 'f'.repeat(24), 'UOB One Card', gift(200)),
      category: 'UOB',
    };
    serveListings([cashback, revolution, uobOne]);
    vi.mocked(getMyWallet).mockResolvedValue({
      products: [{ kind: 'card', id: revolution._id }],
      spend: noSpend as StoredWallet['spend'],
      monthlyIncome: 6000,
      age: 41,
      residency: 'local',
      closedProducts: [],
      usPerson: false,
      updatedAt: '2026-11-24T00:00:00.000Z',
    });
    vi.mocked(getWalletOptimum).mockReturnValue(new Promise(() => {}));
    renderPage();

    const gifts = await screen.findByRole('region', {
      name: 'Welcome gifts and whether you would get them',
    });
    expect(
      within(gifts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'UOB One Card (S$200.00): you would get it',
      'HSBC Revolution Card (S$450.00): not available to you: you hold an HSBC card',
    ]);
  });

  it('counts an application of the tracker against the bank’s new-customer gifts, with its day', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T04:00:00Z'), toFake: ['Date'] });
    const uobOne = {
      ...listingWithTerms('card', 'f'.repeat(24), 'UOB One Card', {
        rewardType: 'cashback',
        baseRate: 1,
        welcome: { value: 200, unit: 'SGD', newToBankOnly: true },
      }),
      category: 'UOB',
    };
    const uobAbsolute = {
      ...listingWithTerms('card', '9'.repeat(24), 'UOB Absolute'),
      category: 'UOB',
    };
    serveListings([uobOne, uobAbsolute]);
    tracker.applications = [
      {
        id: 'application-1',
        product: { kind: 'card', id: uobAbsolute._id, title: 'UOB Absolute', slug: 'uob-absolute' },
        appliedOn: '2026-11-03',
      },
    ];
    vi.mocked(getMyWallet).mockResolvedValue({
      products: [],
      spend: noSpend as StoredWallet['spend'],
      monthlyIncome: 6000,
      age: 41,
      residency: 'local',
      closedProducts: [],
      usPerson: false,
      updatedAt: '2026-11-24T00:00:00.000Z',
    });
    vi.mocked(getWalletOptimum).mockReturnValue(new Promise(() => {}));
    try {
      renderPage();

      const gifts = await screen.findByRole('region', {
        name: 'Welcome gifts and whether you would get them',
      });
      expect(within(gifts).getByRole('listitem')).toHaveTextContent(
        'UOB One Card (S$200.00): not available to you: you applied for a UOB card on 03/Nov/2026',
      );
      expect(within(gifts).getByText('How we calculate', { selector: 'summary' })).toBeVisible();
      expect(
        within(gifts).getByText(/^Applications: each application in My applications/),
      ).toBeInTheDocument();
    } finally {
      tracker.applications = [];
      vi.useRealTimers();
    }
  });

  it('says which field is wrong and sends nothing', async () => {
    serveListings([cashback]);
    vi.mocked(getMyWallet).mockResolvedValue({
      products: [],
      spend: { ...noSpend } as StoredWallet['spend'],
      monthlyIncome: 5000,
      age: 30,
      residency: 'local',
      updatedAt: '2026-11-24T00:00:00.000Z',
    });
    const user = userEvent.setup();
    renderPage();

    await user.clear(await screen.findByLabelText('Groceries'));
    await user.type(screen.getByLabelText('Groceries'), '-20');
    await user.click(screen.getByRole('button', { name: 'Save my wallet' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Groceries: must not be negative');
    expect(saveMyWallet).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Groceries'));
    await user.type(screen.getByLabelText('What a mile is worth to me'), '25');
    await user.click(screen.getByRole('button', { name: 'Save my wallet' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'What a mile is worth to me: must be at most 20',
    );
    expect(saveMyWallet).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the wallet", async () => {
    serveListings([cashback]);
    vi.mocked(getMyWallet).mockResolvedValue(null);
    vi.mocked(saveMyWallet).mockRejectedValue(
      new ApiRequestError('products.0: no credit card has the id 0123', 400),
    );
    const user = userEvent.setup();
    renderPage();

    await user.type(await screen.findByLabelText('Income a month'), '3000');
    await user.type(screen.getByLabelText('Age'), '25');
    await user.click(screen.getByRole('button', { name: 'Save my wallet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'products.0: no credit card has the id 0123',
    );
  });
});

describe('the best use of my cards', () => {
  const flat = listingWithTerms('card', '1'.repeat(24), 'Flat Cashback', {
    rewardType: 'cashback',
    baseRate: 1.5,
  });
  const onlineMiles = listingWithTerms('card', '2'.repeat(24), 'Online Miles', {
    rewardType: 'miles',
    baseRate: 0.4,
    earn: [{ category: 'online', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
  });
  const dining = listingWithTerms('card', '3'.repeat(24), 'Dining Ten', {
    rewardType: 'cashback',
    earn: [{ category: 'dining', rate: 10 }],
  });
  const savedWallet: StoredWallet = {
    products: [
      { kind: 'card', id: flat._id },
      { kind: 'card', id: onlineMiles._id },
    ],
    spend: { ...noSpend, dining: 450, online: 300 } as StoredWallet['spend'],
    monthlyIncome: 5000,
    age: 30,
    residency: 'local',
    updatedAt: '2026-11-24T00:00:00.000Z',
  };

  /** One card's use as the server answers it: its share of the spend and its year's value. */
  function cardUse(
    listing: typeof flat,
    spend: WalletUseAnswer['cards'][number]['spend'],
    netSGD: number,
  ): WalletUseAnswer['cards'][number] {
    return {
      card: { _id: listing._id, title: listing.title, slug: listing.slug },
      spend,
      value: {
        netSGD,
        rewardsSGD: netSGD,
        welcomeSGD: 0,
        feeSGD: 0,
        fxFeeSGD: 0,
        conversionFeeSGD: 0,
      },
      working: [],
    };
  }

  // Online on Online Miles: 300 × 4 = 1,200 miles × 1.5 cents = S$18 a month; dining on Flat
  // Cashback: 450 × 1.5% = S$6.75 a month (Online Miles would give 0.4 × 1.5 = 0.6%).
  // (18 + 6.75) × 12 = S$297.00 a year.
  const held: WalletUseAnswer = {
    cards: [cardUse(flat, { dining: 450 }, 81), cardUse(onlineMiles, { online: 300 }, 216)],
    split: { dining: [450, 0], online: [0, 300] },
    netSGD: 297,
  };
  // Dining Ten and Online Miles: (450 × 10% + 18) × 12 = 756; 756 − 297 = S$459.00 more.
  const best: WalletUseAnswer = {
    cards: [cardUse(dining, { dining: 450 }, 540), cardUse(onlineMiles, { online: 300 }, 216)],
    split: { dining: [450, 0], online: [0, 300] },
    netSGD: 756,
  };
  const optimum: WalletOptimum = {
    held,
    best,
    bestSetSize: 2,
    gapSGD: 459,
    complete: true,
    bestBoundSGD: 756,
  };

  it('shows the split of the saved spend over my cards and what the best set of as many pays more', async () => {
    serveListings([flat, onlineMiles, dining]);
    vi.mocked(getMyWallet).mockResolvedValue(savedWallet);
    vi.mocked(getWalletOptimum).mockResolvedValue(optimum);
    renderPage();

    expect(await screen.findByTestId('held-use')).toHaveTextContent('S$297.00');
    expect(screen.getByTestId('wallet-gap')).toHaveTextContent(
      'The best set of 2 cards pays S$459.00 more a year:',
    );
    const section = screen.getByRole('region', { name: 'Best use of my cards' });
    expect(within(section).getAllByText('Dining Ten')).toHaveLength(1);
    // Flat Cashback held, Dining Ten in the best set: each given the dining spend.
    expect(within(section).getAllByText(/for Dining S\$450\.00 a month/)).toHaveLength(2);
    expect(screen.queryByTestId('optimum-incomplete')).toBeNull();
    // The server works it out, for the wallet as saved; the size is as many as held.
    expect(getWalletOptimum).toHaveBeenCalledTimes(1);
    expect(getWalletOptimum).toHaveBeenCalledWith(undefined);
  });

  it('says what converting a card’s points costs a year', async () => {
    serveListings([flat, onlineMiles, dining]);
    vi.mocked(getMyWallet).mockResolvedValue(savedWallet);
    const [flatUse, milesUse] = held.cards;
    const converted = { ...milesUse!, value: { ...milesUse!.value, conversionFeeSGD: 27.25 } };
    vi.mocked(getWalletOptimum).mockResolvedValue({
      ...optimum,
      held: { ...held, cards: [flatUse!, converted] },
    });
    renderPage();

    await screen.findByTestId('held-use');
    const section = screen.getByRole('region', { name: 'Best use of my cards' });
    expect(
      within(section).getByText(
        /for Online shopping S\$300\.00 a month, after S\$27\.25 to convert its points/,
      ),
    ).toBeVisible();
    expect(within(section).getAllByText(/to convert its points/)).toHaveLength(1);
  });

  it('says so when the search stopped at its time limit, with the most a set can pay', async () => {
    serveListings([flat, onlineMiles, dining]);
    vi.mocked(getMyWallet).mockResolvedValue(savedWallet);
    vi.mocked(getWalletOptimum).mockResolvedValue({
      ...optimum,
      complete: false,
      bestBoundSGD: 801.5,
    });
    renderPage();

    expect(await screen.findByTestId('optimum-incomplete')).toHaveTextContent(
      'The search for the best set stopped at its time limit: this is the best set it found, and no set of 2 cards pays more than S$801.50 a year.',
    );
  });

  it("shows the server's message when it cannot work the optimum out", async () => {
    serveListings([flat, onlineMiles, dining]);
    vi.mocked(getMyWallet).mockResolvedValue(savedWallet);
    vi.mocked(getWalletOptimum).mockRejectedValue(
      new ApiRequestError('Save your wallet first: there is none yet', 404),
    );
    renderPage();

    const section = await screen.findByRole('region', { name: 'Best use of my cards' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Save your wallet first: there is none yet',
    );
  });

  it('says when none of my cards has a reward the site can value', async () => {
    serveListings([flat, onlineMiles, dining]);
    vi.mocked(getMyWallet).mockResolvedValue(savedWallet);
    vi.mocked(getWalletOptimum).mockResolvedValue({
      ...optimum,
      held: null,
      gapSGD: null,
    });
    renderPage();

    const section = await screen.findByRole('region', { name: 'Best use of my cards' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'None of your cards has a reward the site can value.',
    );
  });
});
