import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { adminInfo, buildListing, signedInState, visitorInfo } from '../../../testing/fixtures';
import { renderApp, renderRoute } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import { getListing } from '../../../lib/listings/listings-api';
import { referralDisclosureText } from '../../../components/listings/referral-disclosure';
import { kindUis, type KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import { ListingDetailPage } from './listing-detail-page';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));

function AdminActions({ kind, listing }: { kind: KindUi; listing: Listing }) {
  return (
    <p>
      Edit and Delete {kind.key} {listing.slug}
    </p>
  );
}

function renderDetail(kind: KindUi, options: Parameters<typeof renderRoute>[1] = {}) {
  return renderRoute(
    <Routes>
      <Route
        path={`${kind.pageRoute}/:slugOrId`}
        element={<ListingDetailPage kind={kind} adminActions={AdminActions} />}
      />
    </Routes>,
    { path: '*', url: `${kind.pageRoute}/test-${kind.key}`, ...options },
  );
}

describe.each(kindUis)('the $navLabel detail page', (kind) => {
  it('shows the title, subtitle, image, tiers, reward offers and the sections of the kind', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    renderApp(`${kind.pageRoute}/test-${kind.key}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Test ${kind.noun}` }),
    ).toBeVisible();
    expect(vi.mocked(getListing)).toHaveBeenCalledWith(kind, `test-${kind.key}`);
    expect(screen.getByText(`The subtitle of the test ${kind.noun}`)).toBeVisible();
    expect(screen.getByRole('img', { name: `Test ${kind.noun}` })).toHaveAttribute(
      'src',
      '/uploads/test.png',
    );
    const tiers = within(screen.getByRole('region', { name: 'Tiers' }));
    expect(tiers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tier one text',
      'Tier two text',
      'Tier three text',
    ]);
    expect(
      screen.getByRole('link', { name: /^(?!Apply now).*S\$200 cash on sign-up/ }),
    ).toHaveAttribute('target', '_blank');

    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Welcome Rewards');
    expect(sectionHeadings).toEqual(kind.sections.map((section) => section.title));
    for (const section of kind.sections) {
      expect(screen.getByText(`${section.title} line one`)).toBeInTheDocument();
    }
  });

  it('names the tab, describes the page, discloses referral fees, leaves JSON-LD to the head', async () => {
    const listing = buildListing(kind);
    vi.mocked(getListing).mockResolvedValue(listing);
    renderApp(`${kind.pageRoute}/test-${kind.key}`);

    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${listing.title} | SG Finance Rewards`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      listing.subtitle,
    );
    expect(screen.getByText(referralDisclosureText)).toBeVisible();
    // The server writes the page's JSON-LD into the head; a second copy from the page would repeat it.
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('says when the listing was last updated and leaves expired offers out', async () => {
    vi.mocked(getListing).mockResolvedValue(
      buildListing(kind, {
        updatedAt: '2024-09-15T04:00:00.000Z',
        rewardOffer: [
          {
            description: 'An offer that ended',
            tag: 'Old',
            link: 'https://rewards.example/old',
            expiresAt: '2020-01-31',
          },
          { description: 'S$200 cash on sign-up', tag: 'Cash', link: 'https://rewards.example/c' },
        ],
      }),
    );
    renderApp(`${kind.pageRoute}/test-${kind.key}`);

    expect(await screen.findByText('Last updated: 15/Sep/2024')).toBeVisible();
    expect(
      screen.getByRole('link', { name: /^(?!Apply now).*S\$200 cash on sign-up/ }),
    ).toBeVisible();
    expect(screen.queryByText('An offer that ended')).not.toBeInTheDocument();
  });

  it(`lays the tiers out ${kind.tiersSideBySide ? 'side by side' : 'as a list'}`, async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    renderApp(`${kind.pageRoute}/test-${kind.key}`);
    const tiers = await screen.findByRole('region', { name: 'Tiers' });
    expect(tiers.querySelector('.row') !== null).toBe(kind.tiersSideBySide);
  });

  it('lets every section be collapsed and opened again from the keyboard', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    const user = userEvent.setup();
    renderApp(`${kind.pageRoute}/test-${kind.key}`);
    await screen.findByRole('heading', { level: 1 });

    for (const section of kind.sections) {
      const toggle = screen.getByRole('button', { name: section.title });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    const first = screen.getByRole('button', { name: kind.sections[0]?.title });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides the admin actions from visitors and signed-in users', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    renderDetail(kind, { preloadedState: signedInState(visitorInfo) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Edit and Delete/)).not.toBeInTheDocument();
  });

  it('shows the admin actions with the loaded listing to administrators', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    renderDetail(kind, { preloadedState: signedInState(adminInfo) });
    expect(await screen.findByText(`Edit and Delete ${kind.key} test-${kind.key}`)).toBeVisible();
  });

  it('says the page is not found, in an h1 and the tab title, when the listing is missing', async () => {
    vi.mocked(getListing).mockRejectedValue(new ApiRequestError('Record not found', 404));
    renderApp(`${kind.pageRoute}/missing`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found | SG Finance Rewards');
    expect(screen.getByText(/^Record not found\. The page/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: `See all ${kind.navLabel.toLowerCase()}` }),
    ).toHaveAttribute('href', kind.pageRoute);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry with the server message when the call failed another way', async () => {
    vi.mocked(getListing).mockRejectedValueOnce(new ApiRequestError('Server Error', 500));
    renderApp(`${kind.pageRoute}/test-${kind.key}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');

    vi.mocked(getListing).mockResolvedValue(buildListing(kind));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });
});

describe('where the terms of a listing come from', () => {
  const cards = kindUis.find((kind) => kind.key === 'card')!;
  const terms = { rewardType: 'miles' as const, annualFee: 0 };

  afterEach(() => vi.useRealTimers());

  function showCardCheckedOn(verifiedAt: string | undefined, category = 'HSBC') {
    vi.useFakeTimers({ now: new Date('2026-11-24T04:00:00Z'), toFake: ['Date'] });
    const source = verifiedAt && {
      url: 'https://www.hsbc.com.sg/credit-cards/products/revolution/',
      verifiedAt,
      verifiedBy: 'Product team',
    };
    vi.mocked(getListing).mockResolvedValue(
      buildListing(cards, { category, terms: source ? { ...terms, source } : terms }),
    );
    renderApp(`${cards.pageRoute}/test-card`);
  }

  it("says when the terms were checked, against the bank's page, linked", async () => {
    showCardCheckedOn('2026-11-12');

    const line = await screen.findByText(/^Terms checked on/);
    expect(line).toHaveTextContent(
      "Terms checked on 12/Nov/2026 against the bank's page (opens in a new tab) by Product team.",
    );
    expect(within(line).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.hsbc.com.sg/credit-cards/products/revolution/',
    );
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
  });

  it('warns that terms checked 91 days ago may be out of date, not those checked 90 days ago', async () => {
    showCardCheckedOn('2026-08-25');
    expect(await screen.findByRole('note')).toHaveTextContent(
      "These figures may be out of date: check them on the bank's page before you apply.",
    );
  });

  it('tells visitors when the source page changed and the team has not checked it yet', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T04:00:00Z'), toFake: ['Date'] });
    const source = {
      url: 'https://www.hsbc.com.sg/credit-cards/products/revolution/',
      verifiedAt: '2026-11-12',
    };
    vi.mocked(getListing).mockResolvedValue(
      buildListing(cards, {
        category: 'HSBC',
        terms: { ...terms, source },
        sourceChangedOn: '2026-11-21',
      }),
    );
    renderApp(`${cards.pageRoute}/test-card`);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Source page changed on 21/Nov/2026; our team is checking.',
    );
  });

  it('says so when terms were never checked, in the words of a provider that is not a bank', async () => {
    showCardCheckedOn(undefined, 'moomoo');
    expect(
      await screen.findByText("These terms have not been checked against the provider's page yet."),
    ).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(/may be out of date/);
  });
});

describe('the sections the terms write', () => {
  const byKey = (key: string) => kindUis.find((kind: KindUi) => kind.key === key)!;

  const sectionHeadings = () =>
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== 'Welcome Rewards');

  it('puts an insurance plan’s premiums under “Premiums by age”, after the spec’s lists', async () => {
    const insurance = byKey('insurance');
    vi.mocked(getListing).mockResolvedValue(
      buildListing(insurance, {
        terms: {
          coverType: 'life',
          premiumTable: {
            coverAmount: 500000,
            scaling: 'proportional',
            bands: [{ ageFrom: 18, ageTo: 29, premium: 290, smokerPremium: 480 }],
          },
        },
      }),
    );
    renderApp(`${insurance.pageRoute}/test-insurance`);
    await screen.findByRole('heading', { level: 1 });
    expect(sectionHeadings()).toEqual([
      'Key Features',
      'Commission Fees',
      'Additional Details',
      'Premiums by age',
    ]);
    const premiums = screen.getByRole('button', { name: 'Premiums by age' });
    const body = document.getElementById(premiums.getAttribute('aria-controls')!)!;
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A year, for S$500,000 of cover; other cover in proportion',
      'Ages 18 to 29: S$290 (smoker S$480)',
    ]);
    await userEvent.click(premiums);
    expect(premiums).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Commission Fees' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('puts what a card earns and does not under its own heading, and leaves it out without terms', async () => {
    const card = byKey('card');
    vi.mocked(getListing).mockResolvedValue(
      buildListing(card, {
        terms: { rewardType: 'cashback', baseRate: 1, noEarnCategories: ['insurance'] },
      }),
    );
    renderApp(`${card.pageRoute}/test-card`);
    await screen.findByRole('heading', { level: 1 });
    expect(sectionHeadings()).toEqual([
      'Key Features',
      'Annual Interest Rate and Fees',
      'What earns and what does not',
    ]);
    expect(screen.getByText('Earns nothing on insurance')).toBeVisible();
  });
});

describe('whether the visitor would get the welcome gift', () => {
  const card = kindUis.find((each) => each.key === 'card')!;
  const withGift = {
    ...buildListing(card),
    terms: { rewardType: 'cashback', baseRate: 1, welcome: { value: 450, unit: 'SGD' } },
  } as Listing;

  function Verdict({ listing }: { kind: KindUi; listing: Listing }) {
    return <p>Verdict on {listing.slug}</p>;
  }

  function renderWithVerdict(options: Parameters<typeof renderRoute>[1] = {}) {
    return renderRoute(
      <Routes>
        <Route
          path={`${card.pageRoute}/:slugOrId`}
          element={<ListingDetailPage kind={card} welcome={Verdict} />}
        />
      </Routes>,
      { path: '*', url: `${card.pageRoute}/test-card`, ...options },
    );
  }

  it('asks a visitor to sign in, and gives a signed-in user the wallet’s verdict', async () => {
    vi.mocked(getListing).mockResolvedValue(withGift);
    const { unmount } = renderWithVerdict();
    const rewards = await screen.findByRole('region', { name: 'Welcome Rewards' });
    expect(within(rewards).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`${card.pageRoute}/test-card`)}`,
    );
    expect(within(rewards).queryByText(/^Verdict on/)).toBeNull();
    unmount();

    renderWithVerdict({ preloadedState: signedInState(visitorInfo) });
    const signedIn = await screen.findByRole('region', { name: 'Welcome Rewards' });
    expect(within(signedIn).getByText(`Verdict on ${withGift.slug}`)).toBeVisible();
  });

  it('shows no verdict for a listing whose terms give no welcome offer', async () => {
    vi.mocked(getListing).mockResolvedValue(buildListing(card));
    renderWithVerdict({ preloadedState: signedInState(visitorInfo) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Verdict on/)).toBeNull();
  });
});
