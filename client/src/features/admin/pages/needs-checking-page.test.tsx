import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NeedsCheckingItem } from '@sg-finance/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { renderRoute } from '../../../testing/test-utils';
import { getNeedsChecking, markReVerified } from '../api/needs-checking-api';
import { signIn } from '../testing/fixtures';
import { NeedsCheckingPage } from './needs-checking-page';

vi.mock('../api/needs-checking-api', () => ({
  getNeedsChecking: vi.fn(),
  markReVerified: vi.fn(),
}));

function renderPage() {
  return renderRoute(<NeedsCheckingPage />, { path: '/admin/needs-checking' });
}

beforeEach(() => signIn());

describe('the list of listings that need checking', () => {
  it('shows each listing with its kind, provider and last check, linked to its page', async () => {
    vi.mocked(getNeedsChecking).mockResolvedValue([
      { kind: 'saving', _id: 's1', title: 'Bonus Saver', slug: 'bonus-saver', category: 'UOB' },
      {
        kind: 'card',
        _id: 'c1',
        title: 'Miles Card',
        slug: 'miles-card',
        category: 'DBS',
        verifiedAt: '2026-08-25',
        daysSinceVerified: 91,
      },
    ]);
    renderPage();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Bonus Saver', 'saving', 'UOB', 'Never', ''],
      ['Miles Card', 'credit card', 'DBS', '25/Aug/2026 (91 days ago)', ''],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Miles Card' })).toHaveAttribute(
      'href',
      '/cards/miles-card',
    );
    expect(document.title).toMatch(/^Needs checking/);
  });

  it('says when every listing was checked recently, and shows an error in words', async () => {
    vi.mocked(getNeedsChecking).mockResolvedValueOnce([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('Every listing was checked in the last 90 days.')).toBeVisible();
    unmount();

    vi.mocked(getNeedsChecking).mockRejectedValueOnce(
      new ApiRequestError('Not authorized as an admin', 403),
    );
    renderPage();
    expect(await screen.findByText('Not authorized as an admin')).toBeVisible();
  });
});

describe('what the watch of source pages found', () => {
  it('shows a changed page’s diff and the quoted terms gone, and re-verifies the listing', async () => {
    const changed: NeedsCheckingItem = {
      kind: 'card',
      _id: 'c1',
      title: 'Miles Card',
      slug: 'miles-card',
      category: 'DBS',
      verifiedAt: '2026-11-02',
      daysSinceVerified: 22,
      source: {
        checkedAt: '2026-11-21T02:00:00.000Z',
        changedAt: '2026-11-20T17:00:00.000Z',
        diff: [
          { change: 'kept', text: 'Earn ' },
          { change: 'removed', text: '4' },
          { change: 'added', text: '3' },
          { change: 'kept', text: ' miles per S$1 on dining.' },
        ],
        missingQuotes: ['Earn rate: dining'],
      },
    };
    const unreadable: NeedsCheckingItem = {
      kind: 'saving',
      _id: 's1',
      title: 'Bonus Saver',
      slug: 'bonus-saver',
      category: 'UOB',
      source: {
        checkedAt: '2026-11-21T02:00:00.000Z',
        problem: 'The page answered HTTP 404.',
      },
    };
    vi.mocked(getNeedsChecking).mockResolvedValueOnce([changed, unreadable]);
    vi.mocked(markReVerified).mockResolvedValueOnce('2026-11-24');
    renderPage();

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const first = within(rows[0]!);
    // 17:00 UTC on the 20th is the 21st in Singapore.
    expect(first.getByText('Source changed on 21/Nov/2026')).toBeVisible();
    expect(first.getByText('4').tagName).toBe('DEL');
    expect(first.getByText('3').tagName).toBe('INS');
    expect(
      first.getByText('Quoted sentence no longer on the page: Earn rate: dining'),
    ).toBeVisible();
    expect(within(rows[1]!).getByText('The page answered HTTP 404.')).toBeVisible();
    // A page that could not be read has nothing to re-verify against.
    expect(within(rows[1]!).queryByRole('button', { name: 'Re-verified' })).toBeNull();

    vi.mocked(getNeedsChecking).mockResolvedValueOnce([unreadable]);
    await userEvent.click(first.getByRole('button', { name: 'Re-verified' }));
    expect(markReVerified).toHaveBeenCalledWith('card', 'c1');
    await waitFor(() => expect(screen.queryByText('Miles Card')).toBeNull());
    expect(screen.getByText('Bonus Saver')).toBeVisible();
  });
});
