import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { singaporeDay, type MerchantPage as MerchantPageData } from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import { ApiRequestError } from '../../../lib/api-client';
import { signedInState, visitorInfo } from '../../../testing/fixtures';
import { listingWithTerms, serveListings } from '../../../testing/serve-listings';
import { renderRoute } from '../../../testing/test-utils';
import { getMerchantPage, reportMerchantCode } from '../api/merchants-api';
import { MerchantPage } from './merchant-page';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/merchants-api', () => ({ getMerchantPage: vi.fn(), reportMerchantCode: vi.fn() }));

const milesOne = listingWithTerms('card', 'a'.repeat(24), 'Miles One', {
  rewardType: 'miles',
  baseRate: 0.4,
});

const page: MerchantPageData = {
  merchant: {
    _id: 'm1',
    name: 'Kopi Corner',
    slug: 'kopi-corner',
    aliases: [],
    category: 'dining',
    excludedNote: '',
    evidence: {
      codes: [{ mcc: '5814', reports: 3, latest: '2026-11-03' }],
      reports: 3,
      sureness: 'sure',
    },
    createdAt: '',
    updatedAt: '',
  },
  reports: [
    {
      _id: 'r1',
      merchant: { slug: 'kopi-corner', name: 'Kopi Corner' },
      card: { slug: 'miles-one', title: 'Miles One' },
      day: '2026-11-03',
      channel: 'contactless',
      mcc: '5814',
      statementText: 'KOPI CORNER SG',
      bonusCame: 'yes',
      status: 'approved',
      createdAt: '2026-11-04T00:00:00.000Z',
    },
  ],
};

const renderPage = (signedIn: boolean) =>
  renderRoute(<MerchantPage />, {
    path: '/merchants/:slugOrId',
    url: '/merchants/kopi-corner',
    ...(signedIn && { preloadedState: signedInState(visitorInfo) }),
  });

beforeEach(() => {
  vi.mocked(getMerchantPage).mockResolvedValue(page);
  serveListings([milesOne]);
});

describe('a merchant’s page', () => {
  it('shows the code with its evidence and how sure, the reports, and a sign-in link', async () => {
    renderPage(false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kopi Corner' })).toBeVisible();
    expect(screen.getByTestId('merchant-evidence')).toHaveTextContent(
      'MCC 5814 in 3 reports, latest 03/Nov/2026. Sure: at least 3 reports, and 4 in 5 of them agree.',
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(
      '03/Nov/2026' + '5814' + 'KOPI CORNER SG' + 'contactless' + 'Miles One' + 'The bonus came',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmerchants%2Fkopi-corner',
    );
    expect(getMerchantPage).toHaveBeenCalledWith('kopi-corner');
  });

  it('refuses a code of three digits and a day after today, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage(true);
    const form = await screen.findByRole('form', { name: 'Report what your statement shows' });

    await user.type(
      within(form).getByLabelText('Merchant category code (MCC) on your statement'),
      '581',
    );
    const day = within(form).getByLabelText('Day of the purchase');
    await user.clear(day);
    await user.type(day, addDays(singaporeDay(new Date()), 1));
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    expect(within(form).getByText('must be a merchant category code of four digits')).toBeVisible();
    expect(within(form).getByText('must not be after today')).toBeVisible();
    expect(reportMerchantCode).not.toHaveBeenCalled();
  });

  it('sends a report and says what happens next; a refusal is shown as the server words it', async () => {
    vi.mocked(reportMerchantCode)
      .mockResolvedValueOnce({
        report: page.reports[0]!,
        message: 'Thank you: an administrator checks each report before it counts.',
      })
      .mockRejectedValueOnce(
        new ApiRequestError('Too many requests: please wait a minute and try again', 429),
      );
    const user = userEvent.setup();
    renderPage(true);
    const form = await screen.findByRole('form', { name: 'Report what your statement shows' });

    await user.type(
      within(form).getByLabelText('Merchant category code (MCC) on your statement'),
      '5814',
    );
    await user.selectOptions(within(form).getByLabelText('How you paid'), 'contactless');
    await user.selectOptions(within(form).getByLabelText('Did the card’s bonus come?'), 'yes');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you: an administrator checks each report before it counts.',
    );
    expect(reportMerchantCode).toHaveBeenCalledWith({
      merchant: 'kopi-corner',
      card: milesOne.slug,
      day: singaporeDay(new Date()),
      channel: 'contactless',
      mcc: '5814',
      statementText: '',
      bonusCame: 'yes',
    });

    await user.type(within(form).getByLabelText('What your statement calls the merchant'), 'KOPI');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(
      await within(form).findByText('Too many requests: please wait a minute and try again'),
    ).toBeVisible();
  });

  it('says why when the merchant cannot be loaded', async () => {
    vi.mocked(getMerchantPage).mockRejectedValue(
      new ApiRequestError('No merchant has this address.', 404),
    );
    renderPage(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('No merchant has this address.');
  });
});
