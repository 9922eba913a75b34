import type { HistoryAnswer, Revision } from '@sg-finance/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/test-utils';
import { getHistory, restoreRevision } from '../api/history-api';
import { signIn } from '../testing/fixtures';
import { HistoryPage } from './history-page';

vi.mock('../api/history-api', () => ({
  getHistory: vi.fn(),
  getRecentlyDeleted: vi.fn(),
  restoreRevision: vi.fn(),
}));

const id = '64b000000000000000000001';

function revision(number: number, operation: Revision['operation'], cap: number): Revision {
  return {
    _id: `rev${number}`,
    kind: 'card',
    recordId: id,
    number,
    operation,
    at: `2026-11-0${number + 1}T02:00:00.000Z`,
    by: { id: 'admin1', name: 'Ada Admin' },
    document: {
      _id: id,
      title: 'Cashback card',
      slug: 'cashback-card',
      terms: { annualFee: 196.2, monthlyCap: { amount: cap, on: 'bonusSpend' } },
    },
  };
}

const answer = (data: Revision[]): HistoryAnswer => ({
  data,
  total: data.length,
  page: 1,
  limit: 20,
});

function renderPage() {
  return renderRoute(<HistoryPage />, {
    path: '/admin/history/:kind/:id',
    url: `/admin/history/card/${id}`,
  });
}

beforeEach(() => signIn());

describe("a record's history", () => {
  it("shows a provider's commercial tie over time, for reading only", async () => {
    const providerRevision = (number: number, kind: string): Revision => ({
      ...revision(number, number === 0 ? 'create' : 'update', 0),
      kind: 'provider',
      document: {
        _id: id,
        name: 'Tied Broker',
        kind: 'broker',
        commercialTie: { kind, disclosure: kind === 'none' ? '' : 'It pays us.' },
      },
    });
    vi.mocked(getHistory).mockResolvedValue(
      answer([providerRevision(1, 'none'), providerRevision(0, 'sponsored')]),
    );
    renderRoute(<HistoryPage />, {
      path: '/admin/history/:kind/:id',
      url: `/admin/history/provider/${id}`,
    });

    const revisions = await screen.findByRole('region', { name: 'Revisions' });
    expect(
      within(revisions)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Revision', 'Compare']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('History of “Tied Broker”');
    const changed = within(screen.getByRole('region', { name: 'Changes' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(changed).toEqual([
      ['Commercial relationship', 'sponsored', 'none'],
      ['Disclosure', 'It pays us.', ''],
    ]);
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });

  it('lists the revisions and shows the last change field by field', async () => {
    vi.mocked(getHistory).mockResolvedValue(
      answer([revision(1, 'update', 1000), revision(0, 'create', 1500)]),
    );
    renderPage();

    const revisions = await screen.findByRole('region', { name: 'Revisions' });
    const rows = within(revisions).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '1 Updated02/Nov/2026 10:00:00by Ada Admin',
      '0 Created01/Nov/2026 10:00:00by Ada Admin',
    ]);
    // Three columns, so that Compare and Restore fit on a phone's screen.
    expect(
      within(revisions)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Revision', 'Compare', 'Restore']);
    const changes = screen.getByRole('region', { name: 'Changes' });
    const changed = within(changes).getAllByRole('row').slice(1);
    // Named as the form names it, not by its stored path (terms.monthlyCap.amount).
    expect(
      changed.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([['Monthly cap › Cap amount', '1500', '1000']]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'History of “Cashback card”',
    );
    expect(screen.getByRole('link', { name: 'See the credit card' })).toHaveAttribute(
      'href',
      '/cards/cashback-card',
    );
  });

  it('restores an older revision after a confirmation, then reloads the history', async () => {
    vi.mocked(getHistory).mockResolvedValue(
      answer([revision(1, 'update', 1000), revision(0, 'create', 1500)]),
    );
    vi.mocked(restoreRevision).mockResolvedValue({});
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Restore revision 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this revision?' });
    expect(restoreRevision).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore revision' }));

    await waitFor(() => expect(restoreRevision).toHaveBeenCalledWith('card', id, 'rev0'));
    expect(
      await screen.findByText(
        /^Restored revision 0 \(Created 01\/Nov\/2026 10:00:00 by Ada Admin\)/,
      ),
    ).toBeVisible();
    expect(getHistory).toHaveBeenCalledTimes(2);
  });

  it('offers no Restore on the newest revision, which is the record as it is', async () => {
    vi.mocked(getHistory).mockResolvedValue(
      answer([revision(1, 'update', 1000), revision(0, 'create', 1500)]),
    );
    renderPage();
    await screen.findByRole('button', { name: 'Restore revision 0' });
    expect(screen.queryByRole('button', { name: 'Restore revision 1' })).toBeNull();
  });
});
