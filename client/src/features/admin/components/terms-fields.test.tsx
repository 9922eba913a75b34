import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { kindUiByKey, type KindUi } from '../../../lib/listings/kind-uis';
import { createListingRequest, updateListingRequest } from '../api/listing-admin-api';
import { ListingEditorPage } from '../pages/listing-editor-page';
import {
  listingOf,
  listingsWithLoaded,
  signIn,
  stubObjectUrls,
  fillTitleAndCategory,
} from '../testing/fixtures';
import { enterText } from '../../../testing/enter-text';

vi.mock('../api/listing-admin-api', () => ({
  createListingRequest: vi.fn(),
  updateListingRequest: vi.fn(),
  deleteListingRequest: vi.fn(),
}));

vi.mock('../../providers/api/providers-api', async () => {
  const { providerOf } = await import('../testing/fixtures');
  return { getProviders: vi.fn().mockResolvedValue([providerOf('DBS')]) };
});

beforeEach(() => {
  signIn();
  stubObjectUrls();
});

const cards = kindUiByKey('card');

function renderCreatePage(kind: KindUi = cards) {
  return renderRoute(<ListingEditorPage kind={kind} mode="create" />, { path: kind.createRoute });
}

function termsSent(request: typeof createListingRequest): unknown {
  const body = vi.mocked(request).mock.calls[0]?.[1];
  if (!body) throw new Error('Nothing was sent');
  return JSON.parse(body.get('terms') as string);
}

function terms() {
  return within(screen.getByRole('group', { name: 'Terms' }));
}

describe('the Terms section of the card form', () => {
  it('shows each figure as a number input with its unit and each choice as a select', () => {
    renderCreatePage();

    const fee = terms().getByLabelText('Annual fee');
    expect(fee).toHaveAttribute('type', 'number');
    expect(fee).toHaveAccessibleDescription('S$ a year');
    expect(terms().getByLabelText('Minimum spend for bonus rates')).toHaveAccessibleDescription(
      'S$ a month',
    );
    expect(terms().getByLabelText('Annual fee waived')).toHaveAccessibleDescription('years');
    expect(terms().getByLabelText('Foreign currency fee')).toHaveAccessibleDescription('%');
    const rewardType = terms().getByLabelText('Reward type');
    expect(
      within(rewardType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not given', 'Cashback', 'Miles', 'Points']);
    const welcome = within(terms().getByRole('group', { name: 'Welcome gift' }));
    expect(welcome.getByLabelText('Within')).toHaveAccessibleDescription('days');
  });

  it('counts earn rates in the reward type chosen, and adds and removes earn rate rows', async () => {
    const user = userEvent.setup();
    renderCreatePage();

    expect(terms().getByLabelText('Base earn rate')).toHaveAccessibleDescription('%');
    await user.selectOptions(terms().getByLabelText('Reward type'), 'Miles');
    expect(terms().getByLabelText('Base earn rate')).toHaveAccessibleDescription('miles per S$1');

    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    const second = within(terms().getByRole('group', { name: 'Earn rate 2' }));
    expect(second.getByLabelText('Rate')).toHaveAccessibleDescription('miles per S$1');
    await user.selectOptions(second.getByLabelText('Spending category'), 'Overseas');
    await user.click(terms().getByRole('button', { name: 'Remove earn rate 1' }));

    expect(terms().queryByRole('group', { name: 'Earn rate 2' })).not.toBeInTheDocument();
    const first = within(terms().getByRole('group', { name: 'Earn rate 1' }));
    expect(first.getByLabelText('Spending category')).toHaveValue('overseas');
  });

  it('sends the figures given as numbers and leaves empty inputs out', async () => {
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(cards));
    const user = userEvent.setup();
    renderCreatePage();

    await user.selectOptions(terms().getByLabelText('Reward type'), 'Miles');
    await enterText(user, terms().getByLabelText('Annual fee'), '196.2');
    await enterText(user, terms().getByLabelText('Annual fee waived'), '0');
    await enterText(user, terms().getByLabelText('Minimum income'), '30000');
    await enterText(user, terms().getByLabelText('Base earn rate'), '1.2');
    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    const row = within(terms().getByRole('group', { name: 'Earn rate 1' }));
    await user.selectOptions(row.getByLabelText('Spending category'), 'Overseas');
    await enterText(user, row.getByLabelText('Rate'), '2.2');
    const welcome = within(terms().getByRole('group', { name: 'Welcome gift' }));
    await enterText(user, welcome.getByLabelText('Gift value'), '28000');
    await user.selectOptions(welcome.getByLabelText('Gift unit'), 'Miles');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    expect(termsSent(createListingRequest)).toEqual({
      rewardType: 'miles',
      annualFee: 196.2,
      annualFeeWaivedYears: 0,
      minIncome: 30000,
      baseRate: 1.2,
      earn: [{ category: 'overseas', rate: 2.2 }],
      welcome: { value: 28000, unit: 'miles' },
    });
  });

  it('asks where the terms come from: an address, the day they were checked and by whom', async () => {
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(cards));
    const user = userEvent.setup();
    renderCreatePage();

    const source = within(terms().getByRole('group', { name: 'Source of these terms' }));
    expect(source.getByLabelText('Checked on')).toHaveAttribute('type', 'date');
    expect(source.getByLabelText("Provider's page")).toHaveAttribute('type', 'url');
    await enterText(
      user,
      source.getByLabelText("Provider's page"),
      'https://www.hsbc.com.sg/credit-cards/',
    );
    await enterText(user, source.getByLabelText('Checked on'), '2026-11-12');
    await enterText(user, source.getByLabelText('Checked by'), 'Product team');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    expect(termsSent(createListingRequest)).toEqual({
      source: {
        url: 'https://www.hsbc.com.sg/credit-cards/',
        verifiedAt: '2026-11-12',
        verifiedBy: 'Product team',
      },
    });
  });

  it('refuses a source without its address, beside the field', async () => {
    const user = userEvent.setup();
    renderCreatePage();

    const source = within(terms().getByRole('group', { name: 'Source of these terms' }));
    await enterText(user, source.getByLabelText('Checked on'), '2026-11-12');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await source.findByText('is required')).toBeVisible();
    expect(source.getByLabelText("Provider's page")).toHaveAccessibleDescription('is required');
    expect(createListingRequest).not.toHaveBeenCalled();
  });

  it('sends empty terms when nothing was given', async () => {
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(cards));
    const user = userEvent.setup();
    renderCreatePage();
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('status');
    expect(termsSent(createListingRequest)).toEqual({});
  });

  it('refuses wrong values with the messages of the schema beside their fields, keeping them as typed', async () => {
    const user = userEvent.setup();
    renderCreatePage();

    await enterText(user, terms().getByLabelText('Annual fee'), '-5');
    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    const row = within(terms().getByRole('group', { name: 'Earn rate 1' }));
    await enterText(user, row.getByLabelText('Rate'), '150');
    const welcome = within(terms().getByRole('group', { name: 'Welcome gift' }));
    await enterText(user, welcome.getByLabelText('Spend needed'), '800');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const fee = terms().getByLabelText('Annual fee');
    expect(fee).toHaveAccessibleDescription('S$ a year must not be negative');
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(fee).toHaveValue(-5);
    expect(fee).toHaveFocus();
    expect(row.getByLabelText('Rate')).toHaveAccessibleDescription('% must be at most 100');
    expect(row.getByLabelText('Spending category')).toHaveAccessibleDescription('is required');
    expect(welcome.getByLabelText('Gift value')).toHaveAccessibleDescription('S$ is required');
    expect(welcome.getByLabelText('Spend needed')).toHaveValue(800);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some fields need correcting: each message is beside its field.',
    );
    expect(vi.mocked(createListingRequest)).not.toHaveBeenCalled();
  });

  it('asks for the reward type of earn rates, a rule across fields', async () => {
    const user = userEvent.setup();
    renderCreatePage();

    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    const row = within(terms().getByRole('group', { name: 'Earn rate 1' }));
    await user.selectOptions(row.getByLabelText('Spending category'), 'Dining');
    await enterText(user, row.getByLabelText('Rate'), '4');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const rewardType = terms().getByLabelText('Reward type');
    expect(rewardType).toHaveAccessibleDescription('is required with earn rates');
    expect(rewardType).toHaveFocus();
    expect(vi.mocked(createListingRequest)).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a term beside that field and keeps the form as typed", async () => {
    vi.mocked(createListingRequest).mockRejectedValue(
      new ApiRequestError('terms.earn.0.rate: must be at most 100', 400),
    );
    const user = userEvent.setup();
    renderCreatePage();

    await user.selectOptions(terms().getByLabelText('Reward type'), 'Cashback');
    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    await user.click(terms().getByRole('button', { name: 'Add earn rate' }));
    const second = within(terms().getByRole('group', { name: 'Earn rate 2' }));
    await user.selectOptions(second.getByLabelText('Spending category'), 'Dining');
    await enterText(user, second.getByLabelText('Rate'), '8');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'terms.earn.0.rate: must be at most 100',
    );
    // The empty first row was not sent: the server's first earn rate is the second row.
    expect(second.getByLabelText('Rate')).toHaveAccessibleDescription('% must be at most 100');
    expect(second.getByLabelText('Rate')).toHaveValue(8);
    const first = within(terms().getByRole('group', { name: 'Earn rate 1' }));
    expect(first.getByLabelText('Rate')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the Terms section of the other kinds', () => {
  it('sends a savings bonus with its extra conditions and balance tier', async () => {
    const savings = kindUiByKey('saving');
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(savings));
    const user = userEvent.setup();
    renderCreatePage(savings);

    await enterText(user, terms().getByLabelText('Base interest'), '0.05');
    expect(terms().getByLabelText('Base interest')).toHaveAccessibleDescription('% a year');
    await user.click(terms().getByRole('button', { name: 'Add bonus' }));
    const bonus = within(terms().getByRole('group', { name: 'Bonus 1' }));
    await user.selectOptions(bonus.getByLabelText('Condition'), 'Salary credit');
    await enterText(user, bonus.getByLabelText('At least'), '1800');
    expect(bonus.getByLabelText('At least')).toHaveAccessibleDescription('S$ a month');
    await enterText(user, bonus.getByLabelText('Bonus rate'), '2');
    await enterText(user, bonus.getByLabelText('On the balance up to'), '75000');
    await user.click(bonus.getByRole('button', { name: 'Add extra condition' }));
    const extra = within(bonus.getByRole('group', { name: 'Extra condition 1' }));
    await user.selectOptions(extra.getByLabelText('Condition'), 'Card spend');
    await enterText(user, extra.getByLabelText('At least'), '500');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    expect(termsSent(createListingRequest)).toEqual({
      baseRate: 0.05,
      bonus: [
        {
          condition: 'salary',
          threshold: 1800,
          rate: 2,
          alsoRequires: [{ condition: 'spend', threshold: 500 }],
          balanceUpTo: 75000,
        },
      ],
    });
  });

  it('sends a broker commission per market', async () => {
    const investments = kindUiByKey('investment');
    vi.mocked(createListingRequest).mockResolvedValue(listingOf(investments));
    const user = userEvent.setup();
    renderCreatePage(investments);

    await user.click(terms().getByRole('button', { name: 'Add commission' }));
    const row = within(terms().getByRole('group', { name: 'Commission 1' }));
    await user.selectOptions(row.getByLabelText('Market'), 'United States (US)');
    await enterText(user, row.getByLabelText('Rate'), '0.08');
    await enterText(user, row.getByLabelText('At least'), '1.99');
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await screen.findByRole('status');
    expect(termsSent(createListingRequest)).toEqual({
      commission: [{ market: 'US', percent: 0.08, minimum: 1.99 }],
    });
  });

  it('prefills the stored terms in the edit form and sends them back unchanged', async () => {
    const loans = kindUiByKey('loan');
    const stored = {
      loanType: 'personal' as const,
      eir: 6.5,
      flatRate: 3.48,
      processingFee: { percent: 1, minimum: 100 },
      maxTenureMonths: 60,
    };
    const listing = { ...listingOf(loans), terms: stored };
    vi.mocked(updateListingRequest).mockResolvedValue(listing);
    const user = userEvent.setup();
    renderRoute(<ListingEditorPage kind={loans} mode="update" />, {
      path: loans.updateRoute,
      preloadedState: { listings: listingsWithLoaded(loans, listing) },
    });

    expect(terms().getByLabelText('Loan type')).toHaveValue('personal');
    expect(terms().getByLabelText('Effective interest rate (EIR)')).toHaveValue(6.5);
    const fee = within(terms().getByRole('group', { name: 'Processing fee' }));
    expect(fee.getByLabelText('At least')).toHaveValue(100);
    expect(terms().getByLabelText('Longest tenure')).toHaveAccessibleDescription('months');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await screen.findByRole('status');
    expect(termsSent(updateListingRequest)).toEqual(stored);
  });
});
