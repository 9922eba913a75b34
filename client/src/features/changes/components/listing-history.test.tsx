import { screen, within } from '@testing-library/react';
import { buildListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/test-utils';
import { getListing } from '../../../lib/listings/listings-api';
import { kindUis } from '../../../lib/listings/kind-uis';
import { getListingChanges } from '../api/changes-api';
import { buildChange, buildCreation, seeEverySectionAtOnce } from '../testing/changes-fixtures';

vi.mock('../../../lib/listings/listings-api', () => ({
  getListings: vi.fn(),
  getListing: vi.fn(),
}));
vi.mock('../api/changes-api', () => ({
  getChanges: vi.fn(),
  getListingChanges: vi.fn(),
}));

const [card] = kindUis;

beforeEach(() => {
  seeEverySectionAtOnce();
  vi.mocked(getListing).mockResolvedValue(buildListing(card!));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function historySection() {
  renderApp('/cards/test-card');
  // The section's code is fetched on first use, which a busy machine may take seconds to do.
  return within(await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 }));
}

describe("a product page's History", () => {
  it('lists each change with its date, newest first, and charts the welcome offer', async () => {
    vi.mocked(getListingChanges).mockResolvedValue({
      data: [
        buildChange(),
        buildChange({
          id: 'revision-bookkeeping',
          at: '2025-01-10T02:00:00.000Z',
          changes: [],
          summary: 'No visible change',
        }),
        buildCreation(),
      ],
      offerHistory: [
        { at: '2024-03-05T14:07:09.000Z', value: 200 },
        { at: '2026-11-03T02:00:00.000Z', value: 350 },
      ],
    });
    const history = await historySection();

    expect(vi.mocked(getListingChanges)).toHaveBeenCalledWith('card', 'test-card');
    // 2026-11-03T02:00Z is 10:00 in Singapore (UTC+8), the same day; 2024-03-05T14:07Z is 22:07.
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Welcome gift raised from S$200 to S$350 on 03/Nov/2026',
      'Added to the catalogue on 05/Mar/2024',
    ]);
    expect(
      history.getByRole('img', {
        name: /^Value of the welcome offer of Test credit card over time: S\$200 from 05\/Mar\/2024, S\$350 from 03\/Nov\/2026/,
      }),
    ).toBeInTheDocument();
    const table = history.getByRole('table', {
      name: 'Value of the welcome offer of Test credit card over time',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FromWelcome offer', '05/Mar/2024S$200', '03/Nov/2026S$350']);
  });

  it('says in one quiet line that nothing changed since the product was listed', async () => {
    vi.mocked(getListingChanges).mockResolvedValue({
      data: [buildCreation()],
      offerHistory: [{ at: '2024-03-05T14:07:09.000Z', value: 200 }],
    });
    const history = await historySection();

    expect(history.getByText('No changes since it was listed.')).toBeVisible();
    expect(history.queryByRole('listitem')).not.toBeInTheDocument();
    expect(history.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws no chart while the offer had no value but once', async () => {
    vi.mocked(getListingChanges).mockResolvedValue({
      data: [buildChange({ summary: 'Subtitle changed' }), buildCreation()],
      offerHistory: [
        { at: '2024-03-05T14:07:09.000Z', value: null },
        { at: '2026-11-03T02:00:00.000Z', value: null },
      ],
    });
    const history = await historySection();

    expect(history.getByText(/^Subtitle changed on/)).toBeVisible();
    expect(history.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so quietly when the history cannot be loaded', async () => {
    vi.mocked(getListingChanges).mockRejectedValue(new Error('Server Error'));
    const history = await historySection();

    expect(history.getByText('The history of this credit card could not be loaded.')).toBeVisible();
  });

  it('is not drawn before the visitor scrolls near it', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    renderApp('/cards/test-card');

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(vi.mocked(getListingChanges)).not.toHaveBeenCalled();
  });
});
