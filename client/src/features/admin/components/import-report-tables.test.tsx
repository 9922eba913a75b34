import type { ImportReport } from '@sg-finance/contract';
import { render, screen, within } from '@testing-library/react';
import { ImportReportTables } from './import-report-tables';

const dryRun: ImportReport = {
  kind: 'card',
  dryRun: true,
  rows: 4,
  changes: [
    { row: 2, slug: 'dbs-live-fresh', field: 'terms.annualFee', old: '196.2', new: '99.5' },
    { row: 2, slug: 'dbs-live-fresh', field: 'keyFeatures[3]', old: '', new: 'No FX fee' },
    { row: 4, slug: 'uob-one', field: 'title', old: 'UOB One', new: 'UOB One Card' },
  ],
  created: [{ row: 5, slug: 'new-miles-card', title: 'New Miles Card' }],
  unchanged: 1,
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the tables of an import dry run', () => {
  it('list each changed field with its row, listing, old and new value, then the new listings', () => {
    render(<ImportReportTables report={dryRun} />);

    expect(
      screen.getByText(
        'The file has 4 listings: 2 would change (3 fields), 1 would be created, 1 is unchanged.',
      ),
    ).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Changed fields' }))).toEqual([
      ['2', 'dbs-live-fresh', 'terms.annualFee', '196.2', '99.5'],
      ['2', 'dbs-live-fresh', 'keyFeatures[3]', 'empty', 'No FX fee'],
      ['4', 'uob-one', 'title', 'UOB One', 'UOB One Card'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'New listings' }))).toEqual([
      ['5', 'new-miles-card', 'New Miles Card'],
    ]);
  });

  it('say what was done once applied, and show no table when nothing changes', () => {
    const { rerender } = render(
      <ImportReportTables
        report={{ ...dryRun, dryRun: false, changes: dryRun.changes.slice(2) }}
      />,
    );
    expect(
      screen.getByText('The file has 4 listings: 1 changed (1 field), 1 created, 1 is unchanged.'),
    ).toBeInTheDocument();

    rerender(<ImportReportTables report={{ ...dryRun, changes: [], created: [], unchanged: 4 }} />);
    expect(
      screen.getByText(
        'The file has 4 listings: 0 would change (0 fields), 0 would be created, 4 are unchanged.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
