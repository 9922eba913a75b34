import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/test-utils';
import { kindUiByKey, type KindUi } from '../../../lib/listings/kind-uis';
import { createListingRequest } from '../api/listing-admin-api';
import { ListingEditorPage } from '../pages/listing-editor-page';
import { listingOf, signIn, stubObjectUrls, fillTitleAndCategory } from '../testing/fixtures';
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

function renderCreatePage(kind: KindUi) {
  vi.mocked(createListingRequest).mockResolvedValue(listingOf(kind));
  return renderRoute(<ListingEditorPage kind={kind} mode="create" />, { path: kind.createRoute });
}

function termsSent(): unknown {
  const body = vi.mocked(createListingRequest).mock.calls[0]?.[1];
  if (!body) throw new Error('Nothing was sent');
  return JSON.parse(body.get('terms') as string);
}

const terms = () => within(screen.getByRole('group', { name: 'Terms' }));

describe('the terms form of a broker', () => {
  it('sends per-share US pricing in US$ with a platform fee and GST on the fees named', async () => {
    const user = userEvent.setup();
    renderCreatePage(kindUiByKey('investment'));

    await user.click(terms().getByRole('button', { name: 'Add commission' }));
    const row = within(terms().getByRole('group', { name: 'Commission 1' }));
    await user.selectOptions(row.getByLabelText('Market'), 'United States (US)');
    await user.selectOptions(row.getByLabelText('Currency of the amounts of this market'), 'US$');
    await enterText(user, row.getByLabelText('A share'), '0.0049');
    await enterText(user, row.getByLabelText('At least'), '0.99');
    const platform = within(row.getByRole('group', { name: 'Platform fee' }));
    await enterText(user, platform.getByLabelText('Platform fee a share'), '0.005');
    await enterText(user, platform.getByLabelText('Platform fee at least'), '1');
    await user.click(row.getByRole('button', { name: 'Add tier' }));
    const tier = within(row.getByRole('group', { name: 'Tier 1' }));
    await enterText(user, tier.getByLabelText('For trades worth at least'), '100000');
    await enterText(user, tier.getByLabelText('A share'), '0.003');
    const gst = within(terms().getByRole('group', { name: 'GST' }));
    await enterText(user, gst.getByLabelText('GST rate'), '9');
    await user.click(gst.getByRole('checkbox', { name: 'Commission' }));
    await user.click(gst.getByRole('checkbox', { name: 'Platform fee' }));
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(createListingRequest).toHaveBeenCalled());
    expect(termsSent()).toEqual({
      commission: [
        {
          market: 'US',
          currency: 'USD',
          perShare: 0.0049,
          minimum: 0.99,
          tiers: [{ fromTradeValue: 100000, perShare: 0.003 }],
          platformFee: { perShare: 0.005, minimum: 1 },
        },
      ],
      gst: { percent: 9, on: ['commission', 'platformFee'] },
    });
  });
});

describe('the terms form of an insurance plan', () => {
  it('sends a premium table by age band, with a smoker premium', async () => {
    const user = userEvent.setup();
    renderCreatePage(kindUiByKey('insurance'));

    await user.selectOptions(terms().getByLabelText('Cover type'), 'Life');
    const table = within(terms().getByRole('group', { name: 'Premiums a year by age' }));
    await enterText(user, table.getByLabelText('For a cover of'), '500000');
    await user.selectOptions(
      table.getByLabelText('Another cover amount'),
      'Premium in proportion to the cover',
    );
    await user.click(table.getByRole('button', { name: 'Add age band' }));
    const band = within(table.getByRole('group', { name: 'Age band 1' }));
    await enterText(user, band.getByLabelText('From age'), '18');
    await enterText(user, band.getByLabelText('To age'), '29');
    await enterText(user, band.getByLabelText('Premium a year (non-smoker, or everyone)'), '300');
    await enterText(user, band.getByLabelText('Premium a year for a smoker'), '540');
    expect(band.getByLabelText('Premium a year for a smoker')).toHaveAccessibleDescription(
      'S$ a year',
    );
    await fillTitleAndCategory(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(createListingRequest).toHaveBeenCalled());
    expect(termsSent()).toEqual({
      coverType: 'life',
      premiumTable: {
        coverAmount: 500000,
        scaling: 'proportional',
        bands: [{ ageFrom: 18, ageTo: 29, premium: 300, smokerPremium: 540 }],
      },
    });
  });
});
